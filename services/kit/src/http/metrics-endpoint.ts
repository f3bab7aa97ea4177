import express, { type Express, type RequestHandler } from 'express';
import { metricsRegistry } from '../metrics';

/** GET /metrics: the process's metrics in Prometheus's text format. */
export const serveMetrics: RequestHandler = async (_req, res) => {
  res.type(metricsRegistry.contentType).send(await metricsRegistry.metrics());
};

/**
 * A listener of its own for the metrics of a process whose main port is public (the gateway):
 * /metrics here, on an address only the operator's scraper reaches, and nothing else.
 */
export function metricsApp(): Express {
  const app = express();
  app.disable('x-powered-by');
  app.get('/metrics', serveMetrics);
  return app;
}
