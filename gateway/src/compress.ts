import compression from 'compression';
import type { RequestHandler } from 'express';

/**
 * Compresses what is made per request (API answers, proxied or not): brotli where the client
 * accepts it, else gzip, with `Vary: Accept-Encoding`. The web app's files come compressed from
 * the build and pass through untouched (they already carry Content-Encoding); so do small
 * answers (under 1 KB, where compressing costs more than it saves) and live event streams, which
 * must reach the browser event by event rather than when a compressor's buffer fills.
 */
export function compressResponses(): RequestHandler {
  return compression({
    filter: (req, res) => {
      const type = String(res.getHeader('Content-Type') ?? '');
      if (type.startsWith('text/event-stream')) return false;
      return compression.filter(req, res);
    },
  });
}
