import http, { type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { createLogger, readBody } from '@hub/kit';
import { connectUpstream } from '../src';

const logger = createLogger('upstreams-test', 'silent');

/** A stand-in replica on a loopback port that counts what reached it. */
interface Replica {
  url: string;
  hits: string[];
  close(): Promise<void>;
}

async function replica(
  name: string,
  behaviour: (req: http.IncomingMessage, res: http.ServerResponse) => void = async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    res.setHeader('x-served-by', name);
    res.setHeader('set-cookie', ['a=1', 'b=2']);
    res.setHeader('content-type', 'application/json');
    res.end(
      JSON.stringify({
        name,
        path: req.url,
        forwardedFor: req.headers['x-forwarded-for'],
        body: Buffer.concat(chunks).toString('utf8'),
        length: req.headers['content-length'] ?? null,
        chunked: req.headers['transfer-encoding'] ?? null,
      }),
    );
  },
): Promise<Replica> {
  const hits: string[] = [];
  const server = http.createServer((req, res) => {
    // The gateway's readiness probes, once a second: ready, and not among the requests it sent.
    if (req.url === '/readyz') return void res.end('{"status":"ok"}');
    hits.push(`${req.method} ${req.url}`);
    behaviour(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    hits,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** A port nothing listens on: a replica that died. */
async function deadUrl(): Promise<string> {
  const gone = await replica('gone');
  await gone.close();
  return gone.url;
}

/** The gateway's part in front of the proxy: the body read whole first (it signs its digest). */
function gatewayTo(url: string): RequestListener {
  const { forward } = connectUpstream('jotto', { url }, logger);
  return (req, res) => {
    void readBody(req).then(() => forward(req, res));
  };
}

const replicas: Replica[] = [];
const started = async (...made: Promise<Replica>[]) => {
  const list = await Promise.all(made);
  replicas.push(...list);
  return list;
};
afterAll(async () => {
  await Promise.all(replicas.map((each) => each.close()));
});

describe('upstream pool proxy', () => {
  it('spreads requests over every replica in turn and passes answers through', async () => {
    const [a, b] = await started(replica('a'), replica('b'));
    const app = gatewayTo(`${a!.url},${b!.url}`);
    const served = [];
    for (let i = 0; i < 6; i += 1) {
      const response = await request(app).get('/api/jotto/daily?x=1');
      expect(response.status).toBe(200);
      served.push(response.headers['x-served-by']);
      expect(response.body.path).toBe('/api/jotto/daily?x=1');
      expect(response.body.forwardedFor).toMatch(/127\.0\.0\.1/);
      expect(response.headers['set-cookie']).toEqual(['a=1', 'b=2']);
    }
    expect(served).toEqual(['a', 'b', 'a', 'b', 'a', 'b']);
  });

  it('retries a GET once on another replica when one is dead, then leaves the dead one out', async () => {
    const [alive] = await started(replica('alive'));
    const app = gatewayTo(`${await deadUrl()},${alive!.url}`);
    for (let i = 0; i < 4; i += 1) {
      const response = await request(app).get('/api/jotto/daily');
      expect(response.status).toBe(200);
      expect(response.headers['x-served-by']).toBe('alive');
    }
    expect(alive!.hits).toHaveLength(4);
  });

  it('retries a GET whose connection is dropped before an answer, on a fresh replica', async () => {
    const [dropper, alive] = await started(
      replica('dropper', (req) => req.socket.destroy()),
      replica('alive'),
    );
    const app = gatewayTo(`${dropper!.url},${alive!.url}`);
    const response = await request(app).get('/api/jotto/daily');
    expect(response.status).toBe(200);
    expect(response.headers['x-served-by']).toBe('alive');
    expect(dropper!.hits).toEqual(['GET /api/jotto/daily']);
  });

  it('keeps a lone replica that dropped one connection in turn: the GET is tried on it again', async () => {
    let drops = 1;
    const [flaky] = await started(
      replica('flaky', (req, res) => {
        if (drops-- > 0) return void req.socket.destroy();
        res.end('{}');
      }),
    );
    const app = gatewayTo(flaky!.url);
    expect((await request(app).get('/api/jotto/daily')).status).toBe(200);
    expect((await request(app).get('/api/jotto/daily')).status).toBe(200);
    expect(flaky!.hits).toHaveLength(3);
  });

  it('never repeats a POST: one attempt, then a JSON 502', async () => {
    const [dropper, alive] = await started(
      replica('dropper', (req) => req.socket.destroy()),
      replica('alive'),
    );
    const app = gatewayTo(`${dropper!.url},${alive!.url}`);
    const response = await request(app).post('/api/jotto/daily/guess').send({ guess: 'crane' });
    expect(response.status).toBe(502);
    expect(response.body).toEqual({
      message: 'The jotto service is unavailable. Please try again.',
    });
    expect(dropper!.hits).toEqual(['POST /api/jotto/daily/guess']);
    expect(alive!.hits).toEqual([]);
    // The body still arrives whole when the replica is fine.
    const next = await request(app).post('/api/jotto/daily/guess').send({ guess: 'crane' });
    expect(next.status).toBe(200);
    expect(next.body.body).toBe('{"guess":"crane"}');
    expect(alive!.hits).toEqual(['POST /api/jotto/daily/guess']);
  });

  it('sends the bytes it read, with their length, also for a chunked upload', async () => {
    const [alive] = await started(replica('alive'));
    const upload = request(gatewayTo(alive!.url))
      .post('/api/jotto/daily/guess')
      .set('content-type', 'application/json')
      .set('transfer-encoding', 'chunked');
    upload.write('{"guess":');
    upload.write('"crane"}');
    const response = await upload;
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      body: '{"guess":"crane"}',
      length: '17',
      chunked: null,
    });
  });

  it('passes on a POST with an empty body as one, and a HEAD without any', async () => {
    const [alive] = await started(replica('alive'));
    const app = gatewayTo(alive!.url);
    const empty = await request(app).post('/api/auth/logout').set('content-length', '0');
    expect(empty.status).toBe(200);
    expect(empty.body).toMatchObject({ body: '', length: '0', chunked: null });
    const head = await request(app).head('/api/jotto/daily');
    expect(head.status).toBe(200);
    expect(head.headers['x-served-by']).toBe('alive');
    expect(alive!.hits).toEqual(['POST /api/auth/logout', 'HEAD /api/jotto/daily']);
  });

  it('answers a fast 503 with Retry-After when no replica is live', async () => {
    const app = gatewayTo(`${await deadUrl()},${await deadUrl()}`);
    const first = await request(app).get('/api/jotto/daily');
    expect(first.status).toBe(503);
    expect(first.body.message).toBe('The jotto service is unavailable. Please try again.');
    expect(Number(first.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    const startedAt = Date.now();
    const second = await request(app).post('/api/jotto/match').send({});
    expect(second.status).toBe(503);
    expect(Number(second.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Date.now() - startedAt).toBeLessThan(200);
  });

  it('cuts the client off when a replica dies in the middle of its answer', async () => {
    const [halfway] = await started(
      replica('halfway', (_req, res) => {
        res.writeHead(200, { 'content-type': 'text/plain', 'content-length': '100' });
        res.write('only part of it');
        setTimeout(() => res.socket?.destroy(), 20);
      }),
    );
    const app = gatewayTo(halfway!.url);
    const failed = await request(app)
      .get('/api/jotto/daily')
      .then(
        () => false,
        () => true,
      );
    expect(failed).toBe(true);
  });

  it('stops the upstream work when the client leaves before the answer is complete', async () => {
    let upstreamClosed!: () => void;
    const closed = new Promise<void>((resolve) => (upstreamClosed = resolve));
    const [streaming] = await started(
      replica('streaming', (req, res) => {
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        res.write(': open\n\n');
        req.socket.once('close', upstreamClosed);
      }),
    );
    const server = http.createServer(gatewayTo(streaming!.url));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const client = http.get(`http://127.0.0.1:${port}/api/jotto/stream`, (answer) => {
      answer.once('data', () => client.destroy());
    });
    client.on('error', () => {});
    await closed;
    server.close();
  });
});
