import { z } from 'zod';
import { SiteConfig } from '../../site';
import { empty, html, json, type ApiOperation } from '../operation';

export const API_DOCUMENT_PATH = '/api/openapi.json';
export const API_DOCS_PATH = '/api/docs';

/** Its outline only: the OpenAPI 3.1 schema says the rest. */
const OpenApiDocumentOutline = z.looseObject({
  openapi: z.string(),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.unknown()),
});

const notModified = empty('Not modified: the document still has the ETag sent in If-None-Match.');

/** What the gateway answers itself, before any service. */
export const GATEWAY_OPERATIONS: ApiOperation[] = [
  {
    method: 'get',
    path: '/api/config',
    service: 'gateway',
    summary: 'Operator settings the web app needs',
    access: 'anyone',
    answers: { 200: json(SiteConfig) },
  },
  {
    method: 'get',
    path: API_DOCUMENT_PATH,
    service: 'gateway',
    summary: 'This API as an OpenAPI 3.1 document',
    description:
      'Made from the routes each service declares, asked of the services and made again after a minute; a 503 while a service does not answer.',
    access: 'anyone',
    answers: { 200: json(OpenApiDocumentOutline), 304: notModified },
  },
  {
    method: 'get',
    path: API_DOCS_PATH,
    service: 'gateway',
    summary: 'This API as a page to read',
    access: 'anyone',
    answers: { 200: html('The operations by service, with their schemas.'), 304: notModified },
  },
];
