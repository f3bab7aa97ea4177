import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { SITE_PAGES } from '@hub/proto';

/** The SPA's shell: the client routes (/profile, /game/...) all answer it. */
const INDEX = 'index.html';
/**
 * Files a browser must ask about on every load: the shell, and the service worker and manifest
 * (web/sw/sw.ts) that decide when an installed app moves to a new build.
 */
const REVALIDATED = new Set([INDEX, 'sw.js', 'manifest.webmanifest']);

export interface WebApp {
  /** Answers the app's shell with `status` (a 404 for a path that is no page of the app). */
  shell(reply: FastifyReply, status: number): FastifyReply;
}

/**
 * The built React app. Vite puts content-hashed files under /assets, so they can be cached for a
 * year; index.html must be revalidated so a deploy is picked up at once. The build writes a
 * brotli and a gzip copy beside each text file (web/vite.config.ts), so a file is compressed once,
 * at build time, and served as the copy the browser accepts (brotli first), with
 * `Vary: Accept-Encoding`; ETag/If-None-Match is answered with a 304.
 */
export async function serveWebApp(app: FastifyInstance, distDir: string): Promise<WebApp> {
  const root = path.resolve(distDir);
  const compressed = { preCompressed: true, index: false as const };
  await app.register(fastifyStatic, {
    ...compressed,
    root: path.join(root, 'assets'),
    prefix: '/assets/',
    immutable: true,
    maxAge: '365d',
    decorateReply: false,
  });
  await app.register(fastifyStatic, {
    ...compressed,
    root,
    maxAge: '1h',
    setHeaders: (reply, file) => {
      // The name without a compressed copy's .br or .gz.
      const name = path.basename(file).replace(/\.(br|gz)$/, '');
      if (REVALIDATED.has(name)) reply.header('cache-control', 'no-cache');
    },
  });

  const shell = (reply: FastifyReply, status: number) => {
    if (!existsSync(path.join(root, INDEX))) {
      return reply
        .code(503)
        .type('text/plain')
        .send('The web app is not built yet. Run `npm run build:web` and reload.');
    }
    if (status !== 200) {
      // Never revalidated into a 304, which a cache could take for the page being there.
      delete reply.request.headers['if-none-match'];
      delete reply.request.headers['if-modified-since'];
    }
    return reply.code(status).sendFile(INDEX);
  };
  // Every page answers the app's shell; any other path the shell too, but with a 404 (the app
  // shows its not-found page), so a mistyped link is not indexed or reported as a page.
  for (const page of SITE_PAGES) app.get(page, (_request, reply) => shell(reply, 200));
  return { shell };
}
