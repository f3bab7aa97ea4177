import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020.js';
import type { JsonSchema, OpenApiDocument, OpenApiOperation } from '@hub/proto/api';
import type { Exchange } from './http';

const DOCUMENT_ID = 'hub-api';
const LOCAL_REF = '#/components/';

/**
 * Checks exchanges with the API against its OpenAPI document (the one the gateway serves): the
 * operation must be in it, answer one of its statuses, with the documented content, and JSON that
 * its schema accepts (by ajv, in the draft 2020-12 that OpenAPI 3.1 uses); and a request the API
 * accepted must be one the document describes (its query parameters and body). A path the
 * document does not have may only be refused, with an error body (tests probe such paths on
 * purpose).
 */
export function apiConformance(document: OpenApiDocument) {
  // Patterns already say what zod's formats mean, and ajv knows none of them without a plugin.
  const ajv = new Ajv2020({ strict: false, allErrors: false, validateFormats: false });
  ajv.addSchema(document, DOCUMENT_ID);
  const validators = new Map<string, ValidateFunction>();
  const validatorOf = (key: string, schema: JsonSchema) => {
    let validate = validators.get(key);
    if (!validate) {
      validate = ajv.compile(absoluteRefs(schema) as JsonSchema);
      validators.set(key, validate);
    }
    return validate;
  };
  const errorBody = () => validatorOf('error', { $ref: `${LOCAL_REF}schemas/ErrorBody` });

  const routes = Object.entries(document.paths)
    .map(([template, methods]) => ({
      template,
      methods: methods as Record<string, OpenApiOperation>,
      pattern: new RegExp(`^${template.replace(/[.]/g, '\\.').replace(/\{[^}]+\}/g, '[^/]+')}$`),
      // Concrete paths first (/api/puzzle-templates/daily before /api/puzzle-templates/{id}).
      parameters: (template.match(/\{/g) ?? []).length,
    }))
    .sort((a, b) => a.parameters - b.parameters);

  const responseOf = (operation: OpenApiOperation, status: number) => {
    const response = operation.responses[String(status)];
    if (!response || !('$ref' in response)) return response;
    const name = response.$ref.slice(`${LOCAL_REF}responses/`.length);
    return document.components.responses[name];
  };

  /** What is wrong with an answer, or null when the document describes it. */
  return function problemWith(exchange: Exchange): string | null {
    const { pathname } = new URL(exchange.path, 'http://hub');
    const method = exchange.method.toLowerCase();
    const what = `${exchange.method} ${exchange.path} → ${exchange.status}`;
    const route = routes.find(
      (candidate) => candidate.pattern.test(pathname) && candidate.methods[method],
    );
    const body = parseJson(exchange.text);
    if (!route) {
      if (exchange.status < 400) return `${what}: not in the API document`;
      return errorBody()(body)
        ? null
        : `${what}: an error without { message }: ${exchange.text.slice(0, 200)}`;
    }
    const operation = route.methods[method]!;
    if (exchange.status < 400) {
      const problem = requestProblem(operation, exchange);
      if (problem) return `${what}: accepted a request the document does not describe: ${problem}`;
    }
    const response = responseOf(operation, exchange.status);
    if (!response) return `${what}: ${route.template} does not answer ${exchange.status}`;
    const [type, media] = Object.entries(response.content ?? {})[0] ?? [];
    const contentType = String(exchange.headers['content-type'] ?? '');
    if (!type) {
      if (exchange.text && exchange.status !== 302)
        return `${what}: a body where none is documented`;
      if (response.headers?.Location && !exchange.headers.location) return `${what}: no Location`;
      return null;
    }
    if (!contentType.startsWith(type)) return `${what}: ${contentType || 'no type'}, not ${type}`;
    if (type !== 'application/json' || !media) return null;
    const validate = validatorOf(`${method} ${route.template} ${exchange.status}`, media.schema);
    if (validate(body)) return null;
    return `${what}: ${ajv.errorsText(validate.errors)} in ${exchange.text.slice(0, 300)}`;
  };

  /** What is wrong with a request, or null: its query's names, and its body by its schema. */
  function requestProblem(operation: OpenApiOperation, exchange: Exchange): string | null {
    const query = new URL(exchange.path, 'http://hub').searchParams;
    const parameters = (operation.parameters ?? []).filter(
      (parameter): parameter is Exclude<typeof parameter, { $ref: string }> =>
        !('$ref' in parameter) && parameter.in === 'query',
    );
    for (const name of query.keys()) {
      if (!parameters.some((parameter) => parameter.name === name)) return `?${name} is unknown`;
    }
    const missing = parameters.find(
      (parameter) => parameter.required && !query.has(name(parameter)),
    );
    if (missing) return `?${missing.name} is required`;
    const schema = operation.requestBody?.content['application/json']?.schema;
    if (!schema) return null;
    const key = `request ${exchange.method} ${operation.operationId}`;
    const validate = validatorOf(key, schema);
    // The services read a request without a body as `{}`.
    const body = exchange.requestText ? parseJson(exchange.requestText) : {};
    return validate(body) ? null : `${ajv.errorsText(validate.errors)} in ${exchange.requestText}`;
  }
}

const name = (parameter: { name: string }) => parameter.name;

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

/** An operation's schema refers to components the way the document does, relative to its root. */
function absoluteRefs(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(absoluteRefs);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) =>
      key === '$ref' && typeof inner === 'string' && inner.startsWith('#')
        ? [key, `${DOCUMENT_ID}${inner}`]
        : [key, absoluteRefs(inner)],
    ),
  );
}
