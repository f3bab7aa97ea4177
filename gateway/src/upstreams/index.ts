import http from 'node:http';
import type { Express, RequestHandler } from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import type { Logger } from '@hub/kit';
import type { ServiceName } from './routes';

/** Where a service runs: its own process (proxied over HTTP) or inside this one. */
export type Upstream = { url: string } | { app: Express };

/** Forwards a request, path untouched, to the service that owns it. */
export function upstreamHandler(
  name: ServiceName,
  upstream: Upstream,
  logger: Logger,
): RequestHandler {
  if ('app' in upstream) {
    return (req, res, next) => upstream.app(req, res, next);
  }
  return createProxyMiddleware({
    target: upstream.url,
    xfwd: true,
    proxyTimeout: 30_000,
    // Keep-alive: one TCP connection serves many requests to the same service.
    agent: new http.Agent({ keepAlive: true, maxSockets: 128 }),
    on: {
      error: (error, _req, res) => {
        logger.warn({ err: error, service: name }, 'upstream unavailable');
        if ('writeHead' in res && !res.headersSent) {
          res.writeHead(502, { 'content-type': 'application/json' });
          res.end(
            JSON.stringify({ message: `The ${name} service is unavailable. Please try again.` }),
          );
        }
      },
    },
  });
}
