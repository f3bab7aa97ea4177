import { Router } from 'express';
import { SESSION_COOKIE } from '@hub/kit';
import { API_DOCS_PATH, API_DOCUMENT_PATH, openApiDocument } from '@hub/proto/api';
import { apiDocsPage } from './page';

/**
 * The API's OpenAPI document and its page to read. Made on the first ask, once per process: they
 * change only with a release. `no-cache` has a client ask again each time, and Express's ETag
 * answers an unchanged copy with a 304.
 */
export function apiDocsRoutes(): Router {
  let made: { document: string; page: string } | undefined;
  const docs = () => {
    if (!made) {
      const document = openApiDocument({ sessionCookie: SESSION_COOKIE });
      made = { document: JSON.stringify(document), page: apiDocsPage(document) };
    }
    return made;
  };

  const router = Router();
  router.get(API_DOCUMENT_PATH, (_req, res) => {
    res.set('Cache-Control', 'no-cache').type('json').send(docs().document);
  });
  router.get(API_DOCS_PATH, (_req, res) => {
    res.set('Cache-Control', 'no-cache').type('html').send(docs().page);
  });
  return router;
}
