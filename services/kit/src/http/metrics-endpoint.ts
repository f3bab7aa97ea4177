import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { metricsRegistry } from '../metrics';

/** GET /metrics: the process's metrics in Prometheus's text format. */
export async function sendMetrics(reply: FastifyReply): Promise<FastifyReply> {
  return reply.type(metricsRegistry.contentType).send(await metricsRegistry.metrics());
}

/**
 * A listener of its own for the metrics of a process whose main port is public (the gateway):
 * /metrics here, on an address only the operator's scraper reaches, and nothing else.
 */
export function metricsApp(): FastifyInstance {
  const app = Fastify({ logger: false });
  app.get('/metrics', (_request, reply) => sendMetrics(reply));
  return app;
}
