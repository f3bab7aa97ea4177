import type { FastifyInstance } from 'fastify';
import { SESSION_COOKIE } from '@hub/kit';
import { API_DOCS_PATH, API_DOCUMENT_PATH, openApiDocument } from '@hub/proto/api';
import { apiDocsPage } from './page';

/**
 * The API's OpenAPI document and its page to read. Made on the first ask, once per process: they
 * change only with a release. `no-cache` has a client ask again each time, and the ETag answers
 * an unchanged copy with a 304.
 */
export function apiDocsRoutes(app: FastifyInstance): void {
  let made: { document: string; page: string } | undefined;
  const docs = () => {
    if (!made) {
      const document = openApiDocument({ sessionCookie: SESSION_COOKIE });
      made = { document: JSON.stringify(document), page: apiDocsPage(document) };
    }
    return made;
  };

  app.get(API_DOCUMENT_PATH, (_request, reply) =>
    reply.header('cache-control', 'no-cache').type('application/json').send(docs().document),
  );
  app.get(API_DOCS_PATH, (_request, reply) =>
    reply.header('cache-control', 'no-cache').type('text/html').send(docs().page),
  );
}
