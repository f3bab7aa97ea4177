import Ajv2020 from 'ajv/dist/2020.js';
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createGatewayApp,
  GatewaySettings,
  ownerOf,
  type ServiceName,
  type Upstream,
} from '@hub/gateway';
import {
  createLogger,
  declaredRoutesOf,
  loadConfig,
  RedisSessionStore,
  SESSION_COOKIE,
  type DeclaredRoute,
} from '@hub/kit';
import { TEST_INTERNAL_SECRET, TEST_SESSION_SECRET } from '@hub/kit/testing';
import { API_DOCS_PATH, API_DOCUMENT_PATH, type OpenApiDocument } from '@hub/proto/api';
import { apiConformance } from '../support/api-conformance';
import { operationsOf, sameOperation } from '../support/api-operations';
import before from './fixtures/api-document-2026-12.json' with { type: 'json' };

import { Browserish } from '../support/http';
import { startTestStack, type TestStack } from '../support/stack';

const asOpenApi = ({ method, path }: DeclaredRoute) =>
  `${method} ${path.replace(/:(\w+)/g, '{$1}')}`;

describe('the API document', () => {
  let stack: TestStack;
  let served: OpenApiDocument;

  beforeAll(async () => {
    // Without SMTP, and with DEV_MAILBOX on, the auth service keeps a development mailbox, whose
    // route is documented too.
    stack = await startTestStack({ env: { SMTP_URL: '', DEV_MAILBOX: 'true' } });
    served = (await new Browserish(stack.url).get(API_DOCUMENT_PATH)).json;
  });

  afterAll(async () => {
    await stack?.stop();
  });

  /** The gateway's own /api routes, read from a gateway app in front of the stack's services. */
  /** What the gateway answers itself (it declares the paths it passes on too, by their owners). */
  async function gatewayRoutes(): Promise<DeclaredRoute[]> {
    const app = await createGatewayApp({
      settings: loadConfig(GatewaySettings, {
        SESSION_SECRET: TEST_SESSION_SECRET,
        INTERNAL_SECRET: TEST_INTERNAL_SECRET,
        NODE_ENV: 'test',
      }),
      logger: createLogger('api-document', 'silent'),
      // Read only for its routes: this app answers no request.
      sessionStore: new RedisSessionStore(stack.redis),
      upstreams: Object.fromEntries(
        stack.services.map((service) => [service.name, { handler: service.handler }]),
      ) as Record<ServiceName, Upstream>,
    });
    return declaredRoutesOf(app).filter(
      (route) => route.path.startsWith('/api/') && !ownerOf(route.path),
    );
  }

  it('has every route the gateway forwards to a service or answers itself, and no other', async () => {
    const serviceRoutes = stack.services.flatMap((service) =>
      declaredRoutesOf(service.app)
        .filter((route) => route.path.startsWith('/api/'))
        .map((route) => ({ ...route, service: service.name })),
    );
    // What the gateway does not route is the services' own business (the admin service's calls
    // to the games' schedules), and stays out of the public API.
    const unrouted = serviceRoutes.filter((route) => !ownerOf(route.path));
    expect(unrouted.filter((route) => !route.path.startsWith('/api/internal/'))).toEqual([]);
    const forwarded = serviceRoutes.filter((route) => ownerOf(route.path));
    // Each route is where the gateway sends its path, or the gateway would answer it with a 404.
    expect(forwarded.filter((route) => ownerOf(route.path) !== route.service)).toEqual([]);

    const real = [
      ...forwarded.map((route) => `${asOpenApi(route)} (${route.service})`),
      ...(await gatewayRoutes()).map((route) => `${asOpenApi(route)} (gateway)`),
    ].sort();
    const documented = operationsOf(served)
      .map(
        ({ method, path, operation }) => `${method.toUpperCase()} ${path} (${operation.tags[0]})`,
      )
      .sort();
    expect(documented).toEqual(real);
  });

  it('gives each operation its own id and a known tag, and names its path parameters', () => {
    const operations = operationsOf(served);
    const ids = operations.map(({ operation }) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    const tags: string[] = served.tags.map((tag) => tag.name);
    expect(operations.filter(({ operation }) => !tags.includes(operation.tags[0]!))).toEqual([]);
    for (const { path, operation } of operations) {
      const inPath = [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]);
      const named = (operation.parameters ?? [])
        .filter((parameter) => 'in' in parameter && parameter.in === 'path')
        .map((parameter) => ('name' in parameter ? parameter.name : ''));
      expect(named.sort(), path).toEqual(inPath.sort());
    }
  });

  it('refers only to components it has, has none it does not use, and answers errors { message }', () => {
    const refsIn = (value: unknown, kind: string): string[] => {
      if (Array.isArray(value)) return value.flatMap((inner) => refsIn(inner, kind));
      if (!value || typeof value !== 'object') return [];
      return Object.entries(value).flatMap(([name, inner]) =>
        name === '$ref' && typeof inner === 'string' && inner.startsWith(`#/components/${kind}/`)
          ? [inner.slice(`#/components/${kind}/`.length)]
          : refsIn(inner, kind),
      );
    };
    const { components } = served;
    for (const kind of ['schemas', 'responses', 'parameters'] as const) {
      const used = new Set(refsIn(served, kind));
      expect(
        [...used].filter((name) => !(name in components[kind])),
        kind,
      ).toEqual([]);
      expect(
        Object.keys(components[kind]).filter((name) => !used.has(name)),
        kind,
      ).toEqual([]);
    }
    // Components are the contracts' names; a request's reading is `…Input`.
    expect(Object.keys(components.schemas)).toEqual(
      expect.arrayContaining(['BloomDailyInfo', 'BloomSaveBodyInput', 'ErrorBody']),
    );
    for (const response of Object.values(components.responses)) {
      expect(response.content?.['application/json']?.schema).toEqual({
        $ref: '#/components/schemas/ErrorBody',
      });
    }
  });

  it('keeps every operation of the document as it was before the routes declared themselves', () => {
    // The document as proto's hand-written operation list made it before (tests/stack/fixtures),
    // each operation read with its schemas written out: the same parameters, body, answers and
    // texts, whatever their components are called.
    const was = before as unknown as OpenApiDocument;
    const now = new Map(
      operationsOf(served).map((entry) => [`${entry.method} ${entry.path}`, entry]),
    );
    for (const entry of operationsOf(was)) {
      const key = `${entry.method} ${entry.path}`;
      const current = now.get(key);
      expect(current, key).toBeDefined();
      expect(sameOperation({ ...current!, document: served }), key).toEqual(
        sameOperation({ ...entry, document: was }),
      );
    }
  });

  it('is served as valid OpenAPI 3.1, the same the answers are checked against, by ETag', async () => {
    const tab = new Browserish(stack.url);
    const answer = await tab.get(API_DOCUMENT_PATH);
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(answer.json.components.securitySchemes.session.name).toBe(SESSION_COOKIE);

    const validator = new Validator();
    const result = await validator.validate(answer.json);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
    // The OpenAPI schema leaves the schemas in it to their own meta-schema, JSON Schema 2020-12.
    const ajv = new Ajv2020({ strict: false });
    for (const [name, schema] of Object.entries(answer.json.components.schemas)) {
      expect(ajv.validateSchema(schema as object), name).toBe(true);
    }

    const again = await tab.get(API_DOCUMENT_PATH, { 'if-none-match': answer.headers.etag! });
    expect(again.status).toBe(304);
  });

  it('would refuse an answer that drifted from it', async () => {
    const tab = new Browserish(stack.url);
    const daily = await tab.get('/api/jotto/daily');
    const problemWith = apiConformance(served);
    const exchange = { ...daily, origin: stack.url, method: 'GET', path: '/api/jotto/daily' };
    expect(problemWith(exchange)).toBeNull();
    const drifted = [
      { ...exchange, text: JSON.stringify({ ...daily.json, hint: 'a field nobody documented' }) },
      { ...exchange, text: JSON.stringify({ ...daily.json, id: 'one' }) },
      { ...exchange, status: 201 },
      { ...exchange, path: '/api/jotto/daily-bonus' },
    ];
    for (const answer of drifted) expect(problemWith(answer), answer.text).not.toBeNull();
    // A path nobody documented may only be refused, as tests probing for one expect.
    const missing = await tab.get('/api/jotto/nothing-here');
    const probe = { ...missing, origin: stack.url, method: 'GET', path: '/api/jotto/nothing-here' };
    expect(problemWith(probe)).toBeNull();
    // A request it accepted must be one the document describes.
    const path = '/api/jotto/daily/guess';
    const answer = await tab.post(path, { guess: 'crane' });
    const guess = { ...answer, origin: stack.url, method: 'POST', path };
    expect(problemWith({ ...guess, requestText: '{"guess":"crane"}' })).toBeNull();
    expect(problemWith({ ...guess, requestText: '{"guess":5}' })).not.toBeNull();
    expect(problemWith({ ...exchange, path: '/api/jotto/daily?peek=1' })).not.toBeNull();
  });

  it('is a page to read at /api/docs, under the site CSP, its links all landing', async () => {
    const page = await new Browserish(stack.url).get(API_DOCS_PATH);
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.text).not.toMatch(/<script/i);
    for (const { path } of operationsOf(served)) expect(page.text).toContain(`>${path}<`);
    const ids = new Set([...page.text.matchAll(/ id="([^"]+)"/g)].map((match) => match[1]));
    const targets = [...page.text.matchAll(/ href="#([^"]+)"/g)].map((match) => match[1]);
    expect(targets.filter((target) => !ids.has(target))).toEqual([]);
  });
});
