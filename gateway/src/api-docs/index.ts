import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { inject } from 'light-my-request';
import { EMPTY_BODY, SERVICE_DOCUMENT_PATH, SESSION_COOKIE } from '@hub/kit';
import { API_DOCS_PATH, API_DOCUMENT_PATH } from '@hub/proto/api';
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

/**
 * The API's OpenAPI document and its page to read, made from what each service serves of its
 * routes (kit's route-document.ts) and asked for through the same upstream as its requests. A
 * client asks again each time (`no-cache`), and the ETag answers an unchanged copy with a 304.
 */
export function apiDocsRoutes(
  app: FastifyInstance,
  upstreams: Record<ServiceName, ConnectedUpstream>,
): void {
  let made: { at: number; docs: Promise<{ document: string; page: string }> } | undefined;
  const docs = () => {
    if (!made || Date.now() - made.at > REMAKE_AFTER_MS) {
      const docs = makeDocs(upstreams);
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
  app.get(API_DOCUMENT_PATH, serve('document', 'application/json'));
  app.get(API_DOCS_PATH, serve('page', 'text/html'));
}

async function makeDocs(upstreams: Record<ServiceName, ConnectedUpstream>) {
  const parts = await Promise.all(
    SERVICES.map(async (service) => ({
      service,
      document: await serviceDocumentOf(upstreams[service]),
    })),
  );
  const document = mergedApiDocument(parts, SESSION_COOKIE);
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
