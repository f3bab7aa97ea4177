import { existsSync } from 'node:fs';
import path from 'node:path';
import type { ServerResponse } from 'node:http';
import express, { type Router } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { SITE_PAGES } from '@hub/proto';

/** The SPA's shell: the client routes (/profile, /game/...) all answer it. */
const INDEX = 'index.html';
/**
 * Files a browser must ask about on every load: the shell, and the service worker and manifest
 * (web/sw/sw.ts) that decide when an installed app moves to a new build.
 */
const REVALIDATED = new Set([INDEX, 'sw.js', 'manifest.webmanifest']);

/**
 * The built React app. Vite puts content-hashed files under /assets, so they can be cached for a
 * year; index.html must be revalidated so a deploy is picked up at once. The build writes a
 * brotli and a gzip copy beside each text file (web/vite.config.ts), so a file is compressed once,
 * at build time, and served as the copy the browser accepts (brotli first), with
 * `Vary: Accept-Encoding`; express.static underneath answers ETag/If-None-Match with a 304.
 */
export function webApp(distDir: string): Router {
  const router = express.Router();
  const root = path.resolve(distDir);
  const compressed = (
    dir: string,
    serveStatic: expressStaticGzip.ExpressStaticGzipOptions['serveStatic'],
  ) =>
    expressStaticGzip(dir, {
      enableBrotli: true,
      orderPreference: ['br', 'gzip'],
      index: false,
      serveStatic,
    });

  router.use(
    '/assets',
    compressed(path.join(root, 'assets'), {
      immutable: true,
      maxAge: '365d',
      index: false,
      fallthrough: false,
    }),
  );
  const files = compressed(root, {
    index: false,
    maxAge: '1h',
    setHeaders: (res: ServerResponse, file: string) => {
      // The name without a compressed copy's .br or .gz.
      const name = path.basename(file).replace(/\.(br|gz)$/, '');
      if (REVALIDATED.has(name)) res.setHeader('Cache-Control', 'no-cache');
    },
  });
  router.use(files);
  // Every page answers the app's shell; any other path the shell too (the app shows its
  // not-found page) but with a 404, so a mistyped link is not indexed or reported as a page.
  const shell =
    (status: number): express.RequestHandler =>
    (req, res, next) => {
      if (req.path.startsWith('/api/')) return next();
      if (!existsSync(path.join(root, INDEX))) {
        res
          .status(503)
          .type('text/plain')
          .send('The web app is not built yet. Run `npm run build:web` and reload.');
        return;
      }
      req.url = `/${INDEX}`;
      res.status(status);
      files(req, res, next);
    };
  router.get([...SITE_PAGES], shell(200));
  router.get(/.*/, shell(404));
  return router;
}
