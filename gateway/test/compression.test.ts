import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { RequestListener } from 'node:http';
import { Redis } from 'ioredis';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createLogger,
  createServiceApp,
  openEventStream,
  RedisSessionStore,
  requestListenerOf,
} from '@hub/kit';
import { testRedisUrl, TEST_INTERNAL_SECRET, uniqueNamespace } from '@hub/kit/testing';
import {
  createGatewayApp,
  GatewaySettings,
  SERVICES,
  type ServiceName,
  type Upstream,
} from '../src';

const SCRIPT = `export const greeting = ${JSON.stringify('hello '.repeat(400))};\n`;
const INDEX = `<!doctype html><html><body><div id="root"></div>${'<!-- shell -->'.repeat(100)}</body></html>`;

const ROBOTS = 'User-agent: *\nDisallow: /admin\n';

const BR = '/* br */';
const GZ = '/* gz */';

/** What `npm run build:web` leaves: each text file with its brotli and gzip copies. */
function builtApp(): string {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'hub-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  for (const [file, text] of [
    ['assets/index-abc123.js', SCRIPT],
    ['index.html', INDEX],
  ] as const) {
    writeFileSync(path.join(dist, file), text);
    // Each copy marked, to tell a copy from the build from one compressed on the fly.
    writeFileSync(path.join(dist, `${file}.br`), brotliCompressSync(`${text}${BR}`));
    writeFileSync(path.join(dist, `${file}.gz`), gzipSync(`${text}${GZ}`));
  }
  writeFileSync(path.join(dist, 'robots.txt'), ROBOTS);
  writeFileSync(path.join(dist, 'sw.js'), SCRIPT);
  writeFileSync(path.join(dist, 'manifest.webmanifest'), '{"name":"Daily Puzzle Games"}');
  return dist;
}

/** supertest, keeping the body as bytes (decoded from the Content-Encoding it came in). */
const raw = (test: request.Test) =>
  test.buffer(true).parse((res, done) => {
    const chunks: Buffer[] = [];
    res.on('data', (chunk: Buffer) => chunks.push(chunk));
    res.on('end', () => done(null, Buffer.concat(chunks)));
  });

const logger = createLogger('compression-test', 'silent');

/** A service with a large answer, a small one and a live stream, behind the gateway. */
function wordsService(name: string) {
  return createServiceApp({
    name,
    logger,
    internalSecret: TEST_INTERNAL_SECRET,
    readiness: {},
    routes: (app) => {
      app.get(`/api/${name}/big`, async () => ({ words: Array(300).fill('garden') }));
      app.get(`/api/${name}/small`, async () => ({ ok: true }));
      app.get(`/api/${name}/stream`, async (_request, reply) => {
        const stream = openEventStream(reply);
        stream.send('words', 'x'.repeat(2_000));
        stream.end();
      });
    },
  });
}

describe('compression', () => {
  const namespace = uniqueNamespace('gw-compress');
  const redis = new Redis(testRedisUrl());
  let dist: string;
  let app: RequestListener;

  beforeAll(async () => {
    dist = builtApp();
    const upstreams = Object.fromEntries(
      await Promise.all(
        SERVICES.map(async (name) => [
          name,
          { handler: await requestListenerOf(wordsService(name)) },
        ]),
      ),
    ) as Record<ServiceName, Upstream>;
    const gateway = await createGatewayApp({
      settings: GatewaySettings.parse({
        SESSION_SECRET: 'compression-test-session-secret-32-chars',
        INTERNAL_SECRET: TEST_INTERNAL_SECRET,
        WEB_DIST: dist,
      }),
      logger,
      sessionStore: new RedisSessionStore(redis, { prefix: `${namespace}:sess:` }),
      upstreams,
    });
    app = await requestListenerOf(gateway);
  });
  afterAll(async () => {
    rmSync(dist, { recursive: true, force: true });
    const keys = await redis.keys(`${namespace}:*`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
  });

  it('serves a built file as its brotli copy, else its gzip copy, else as it is', async () => {
    const brotli = await raw(
      request(app).get('/assets/index-abc123.js').set('Accept-Encoding', 'gzip, br'),
    );
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['vary']).toMatch(/Accept-Encoding/i);
    expect(brotli.headers['content-type']).toMatch(/javascript/);
    expect(brotli.headers['cache-control']).toMatch(/immutable/);
    expect((brotli.body as Buffer).toString()).toBe(SCRIPT + BR);

    const gzip = await raw(
      request(app).get('/assets/index-abc123.js').set('Accept-Encoding', 'gzip'),
    );
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect((gzip.body as Buffer).toString()).toBe(SCRIPT + GZ);

    const plain = await raw(
      request(app).get('/assets/index-abc123.js').set('Accept-Encoding', 'identity'),
    );
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect((plain.body as Buffer).toString()).toBe(SCRIPT);
  });

  it('answers a revalidation with 304 when the file has not changed', async () => {
    const first = await request(app).get('/assets/index-abc123.js').set('Accept-Encoding', 'br');
    const etag = first.headers['etag'];
    expect(etag).toBeTruthy();
    const again = await request(app)
      .get('/assets/index-abc123.js')
      .set('Accept-Encoding', 'br')
      .set('If-None-Match', etag!);
    expect(again.status).toBe(304);
  });

  it('serves the app shell for client routes, compressed and revalidated every time', async () => {
    const shell = await raw(request(app).get('/game/bloom').set('Accept-Encoding', 'br'));
    expect(shell.status).toBe(200);
    expect(shell.headers['content-encoding']).toBe('br');
    expect(shell.headers['cache-control']).toBe('no-cache');
    expect((shell.body as Buffer).toString()).toBe(INDEX + BR);
  });

  it('has the service worker and the manifest revalidated on every load, not kept an hour', async () => {
    const worker = await request(app).get('/sw.js');
    expect(worker.status).toBe(200);
    expect(worker.headers['cache-control']).toBe('no-cache');
    expect(worker.headers['content-type']).toMatch(/javascript/);
    const manifest = await request(app).get('/manifest.webmanifest');
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    const robots = await request(app).get('/robots.txt');
    expect(robots.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('answers a path that is no page of the app with the shell (its not-found page) and a 404', async () => {
    const page = await request(app).get('/game/jotto/vs/some-match');
    expect(page.status).toBe(200);
    const missing = await raw(request(app).get('/game/chess').set('Accept-Encoding', 'br'));
    expect(missing.status).toBe(404);
    expect((missing.body as Buffer).toString()).toBe(INDEX + BR);
    // Never revalidated into a 304 that a cache could mistake for the page being there.
    const again = await request(app).get('/game/chess').set('If-None-Match', page.headers['etag']!);
    expect(again.status).toBe(404);
    // A missing build file is missing, not a page: a stale chunk's request must not get HTML.
    const chunk = await request(app).get('/assets/index-gone.js');
    expect(chunk.status).toBe(404);
    expect(chunk.headers['content-type']).toMatch(/json/);
    const robots = await request(app).get('/robots.txt');
    expect(robots.status).toBe(200);
    expect(robots.headers['content-type']).toMatch(/text\/plain/);
    expect(robots.text).toBe(ROBOTS);
  });

  it("compresses a service's answers made per request, but not small ones or live event streams", async () => {
    const big = await raw(request(app).get('/api/jotto/big').set('Accept-Encoding', 'gzip, br'));
    expect(big.headers['content-encoding']).toBe('br');
    expect(big.headers['vary']).toMatch(/Accept-Encoding/i);
    expect(JSON.parse((big.body as Buffer).toString()).words).toHaveLength(300);

    const gzip = await raw(request(app).get('/api/jotto/big').set('Accept-Encoding', 'gzip'));
    expect(gzip.headers['content-encoding']).toBe('gzip');

    const small = await request(app).get('/api/jotto/small').set('Accept-Encoding', 'br');
    expect(small.headers['content-encoding']).toBeUndefined();
    const stream = await raw(request(app).get('/api/jotto/stream').set('Accept-Encoding', 'br'));
    expect(stream.headers['content-encoding']).toBeUndefined();
    expect((stream.body as Buffer).toString()).toContain('x'.repeat(2_000));
  });
});
