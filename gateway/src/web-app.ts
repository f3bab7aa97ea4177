import { existsSync } from 'node:fs';
import path from 'node:path';
import express, { type Router } from 'express';

/**
 * The built React app. Vite puts content-hashed files under /assets, so they can be cached for a
 * year; index.html must be revalidated so a deploy is picked up at once. Client routes
 * (/profile, /game/...) get index.html and the router takes over.
 */
export function webApp(distDir: string): Router {
  const router = express.Router();
  const root = path.resolve(distDir);
  const indexFile = path.join(root, 'index.html');

  router.use(
    '/assets',
    express.static(path.join(root, 'assets'), {
      immutable: true,
      maxAge: '365d',
      index: false,
      fallthrough: false,
    }),
  );
  router.use(express.static(root, { index: false, maxAge: '1h' }));
  router.get(/.*/, (req, res, next) => {
    if (req.path.startsWith('/api/')) return next();
    if (!existsSync(indexFile)) {
      res
        .status(503)
        .type('text/plain')
        .send('The web app is not built yet. Run `npm run build:web` and reload.');
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(indexFile);
  });
  return router;
}
