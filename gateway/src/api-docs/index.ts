import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { inject } from 'light-my-request';
import { z } from 'zod';
import { EMPTY_BODY, routeSchema, SERVICE_DOCUMENT_PATH, SESSION_COOKIE } from '@hub/kit';
import { API_DOCS_PATH, API_DOCUMENT_PATH, empty, html, json } from '@hub/proto/api';
import { SERVICES, type ServiceName } from '../routes';
import type { ConnectedUpstream } from '../upstreams';
import { mergedApiDocument, type ServiceDocument } from './merge';
import { apiDocsPage } from './page';

/**
 * How long a made document is served before the services are asked again: their routes change
 * only with a release, and a rolling one shows within this time.
 */
const REMAKE_AFTER_MS = 60_000;

export const API_DOCUMENT_UNAVAILABLE =
  'The API document is not available right now: a service did not answer. Please try again.';

/** Its outline only: the OpenAPI 3.1 schema says the rest. */
const OpenApiDocumentOutline = z.looseObject({
  openapi: z.string(),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.unknown()),
});

const notModified = empty('Not modified: the document still has the ETag sent in If-None-Match.');

const DOCUMENT_SCHEMA = routeSchema(
  'get',
  {
    summary: 'This API as an OpenAPI 3.1 document',
    description:
      'Made from the routes each service declares, asked of the services and made again after a minute; a 503 while a service does not answer.',
    access: 'anyone',
    answers: { 200: json(OpenApiDocumentOutline), 304: notModified },
    errors: [503],
  },
  'the gateway',
);

const PAGE_SCHEMA = routeSchema(
  'get',
  {
    summary: 'This API as a page to read',
    access: 'anyone',
    answers: { 200: html('The operations by service, with their schemas.'), 304: notModified },
    errors: [503],
  },
  'the gateway',
);

/**
 * The API's OpenAPI document and its page to read, made from what the gateway's own routes and
 * each service's declare (kit's route-document.ts), a service's asked for through the same
 * upstream as its requests. A client asks again each time (`no-cache`), and the ETag answers an
 * unchanged copy with a 304.
 */
export function apiDocsRoutes(
  app: FastifyInstance,
  upstreams: Record<ServiceName, ConnectedUpstream>,
): void {
  let made: { at: number; docs: Promise<{ document: string; page: string }> } | undefined;
  const docs = () => {
    if (!made || Date.now() - made.at > REMAKE_AFTER_MS) {
      const docs = makeDocs(app, upstreams);
      made = { at: Date.now(), docs };
      // A failure is not kept: the next ask tries again.
      docs.catch(() => {
        if (made?.docs === docs) made = undefined;
      });
    }
    return made.docs;
  };

  const serve =
    (part: 'document' | 'page', type: string) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      const made = await docs().catch((error: unknown) => {
        request.log.warn({ err: error }, 'The API document could not be made');
        return undefined;
      });
      if (!made) {
        return reply
          .code(503)
          .header('retry-after', '5')
          .send({ message: API_DOCUMENT_UNAVAILABLE });
      }
      return reply.header('cache-control', 'no-cache').type(type).send(made[part]);
    };
  app.get(API_DOCUMENT_PATH, { schema: DOCUMENT_SCHEMA }, serve('document', 'application/json'));
  app.get(API_DOCS_PATH, { schema: PAGE_SCHEMA }, serve('page', 'text/html'));
}

async function makeDocs(app: FastifyInstance, upstreams: Record<ServiceName, ConnectedUpstream>) {
  const parts = await Promise.all(
    SERVICES.map(async (service) => ({
      service,
      document: await serviceDocumentOf(upstreams[service]),
    })),
  );
  const own = { service: 'gateway' as const, document: app.swagger() as ServiceDocument };
  const document = mergedApiDocument([...parts, own], SESSION_COOKIE);
  return { document: JSON.stringify(document), page: apiDocsPage(document) };
}

/** A service's part, asked of whichever replica the upstream sends it to. */
async function serviceDocumentOf(upstream: ConnectedUpstream): Promise<ServiceDocument> {
  const answer = await inject(
    (req, res) => {
      // What the gateway's own read of a request leaves for the forwarder: this one has no body.
      req.rawBody = EMPTY_BODY;
      upstream.forward(req, res);
    },
    { method: 'GET', url: SERVICE_DOCUMENT_PATH },
  );
  if (answer.statusCode !== 200) throw new Error(`${SERVICE_DOCUMENT_PATH}: ${answer.statusCode}`);
  return answer.json();
}
