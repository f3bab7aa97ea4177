import { CSRF_HEADER, CSRF_HEADER_VALUE, ErrorBody } from '../http';
import { ERROR_STATUSES, errorStatusesOf } from './errors';
import type { ApiAnswer, ApiOperation } from './operation';
import type {
  OpenApiOperation,
  OpenApiParameter,
  OpenApiPaths,
  OpenApiResponse,
} from './openapi-types';
import { API_OPERATIONS, API_TAGS } from './operations';
import {
  contractSchemas,
  SCHEMA_REF,
  type ContractSchemas,
  type JsonSchema,
  type SchemaUse,
} from './schemas';

export interface OpenApiOptions {
  /** The session cookie's name (the kit's, which proto does not depend on). */
  sessionCookie: string;
}

/** What a success status says where its answer has no description of its own. */
export const SUCCESS_TEXT: Record<number, string> = {
  200: 'OK',
  201: 'Created',
  202: 'Accepted',
  204: 'No content',
  302: 'A redirect',
  304: 'Not modified',
};

const ACCESS_TEXT: Record<ApiOperation['access'], string> = {
  anyone: 'Anyone, guests included.',
  account: 'Signed-in accounts.',
  admin: 'Administrators.',
};

/**
 * The public API as an OpenAPI 3.1 document, made from the operation list and the contracts it
 * names: the gateway serves it at /api/openapi.json and renders it at /api/docs.
 */
export function openApiDocument(
  options: OpenApiOptions,
  operations: readonly ApiOperation[] = API_OPERATIONS,
) {
  const schemas = contractSchemas([
    { schema: ErrorBody, side: 'output' },
    ...operations.flatMap(schemaUsesOf),
  ]);
  const paths: OpenApiPaths = {};
  for (const operation of operations) {
    paths[operation.path] = {
      ...paths[operation.path],
      [operation.method]: operationObject(operation, schemas),
    };
  }
  const errorStatuses = [...new Set(operations.flatMap(errorStatusesOf))].sort((a, b) => a - b);
  return {
    openapi: '3.1.1',
    info: {
      title: 'Daily Puzzle Games Hub API',
      version: '1.0.0',
      description:
        'The JSON API the web app uses, all behind the gateway. Every caller has a session cookie (a guest one is made on the first call), and every state-changing call must carry the `x-requested-with: hub` header. Errors answer `{ "message": string }`, worded for the player.',
    },
    tags: API_TAGS,
    paths,
    components: {
      schemas: schemas.components,
      responses: Object.fromEntries(
        errorStatuses.map((status) => [errorResponseName(status), errorResponse(status)]),
      ),
      parameters: {
        Csrf: {
          name: CSRF_HEADER,
          in: 'header',
          required: true,
          description: 'Proves the call comes from our own pages (a CSRF defence).',
          schema: { const: CSRF_HEADER_VALUE },
        } satisfies OpenApiParameter,
      },
      securitySchemes: {
        session: {
          type: 'apiKey',
          in: 'cookie',
          name: options.sessionCookie,
          description: 'The session cookie; the gateway gives a guest one on the first call.',
        },
      },
    },
  };
}

export type OpenApiDocument = ReturnType<typeof openApiDocument>;

function schemaUsesOf(operation: ApiOperation): SchemaUse[] {
  const uses: SchemaUse[] = [];
  for (const schema of [operation.params, operation.query]) {
    if (schema) uses.push({ schema, side: 'input', spread: true });
  }
  if (operation.body) uses.push({ schema: operation.body, side: 'input' });
  for (const answer of Object.values(operation.answers)) {
    if (answer.kind === 'json') uses.push({ schema: answer.schema, side: 'output' });
    if (answer.kind === 'events') {
      for (const schema of Object.values(answer.events)) uses.push({ schema, side: 'output' });
    }
  }
  return uses;
}

/** `get /api/jotto/match/{id}/guess` is getJottoMatchByIdGuess. */
export function operationIdOf({ method, path }: Pick<ApiOperation, 'method' | 'path'>): string {
  const words = path
    .replace(/^\/api\//, '')
    .split(/[/.-]/)
    .map((word) => word.replace(/^\{(.+)\}$/, 'by-$1'))
    .flatMap((word) => word.split('-'));
  return method + words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join('');
}

/**
 * What the document says of an operation beside its schemas: its id, its tag (who answers), its
 * texts and who may call it. The same for an operation of this list and one a route declares.
 */
export function operationFacts(
  operation: Pick<
    ApiOperation,
    'method' | 'path' | 'summary' | 'description' | 'access' | 'developmentOnly'
  > & { service: string },
) {
  const notes = [
    operation.description,
    `Who may call: ${ACCESS_TEXT[operation.access]}`,
    operation.developmentOnly ? 'Development only.' : undefined,
  ];
  return {
    operationId: operationIdOf(operation),
    tags: [operation.service],
    summary: operation.summary,
    description: notes.filter(Boolean).join('\n\n'),
    'x-access': operation.access,
    ...(operation.developmentOnly ? { 'x-development-only': true as const } : {}),
    ...(operation.access === 'anyone' ? {} : { security: [{ session: [] }] }),
  };
}

function operationObject(operation: ApiOperation, schemas: ContractSchemas): OpenApiOperation {
  const parameters: OpenApiOperation['parameters'] = [
    ...parametersOf(operation.params, 'path', schemas),
    ...parametersOf(operation.query, 'query', schemas),
    ...(operation.method === 'post' ? [{ $ref: '#/components/parameters/Csrf' }] : []),
  ];
  return {
    ...operationFacts(operation),
    ...(parameters.length ? { parameters } : {}),
    ...(operation.body
      ? {
          requestBody: {
            required: true,
            content: {
              'application/json': {
                schema: schemas.schemaFor({ schema: operation.body, side: 'input' }),
              },
            },
          },
        }
      : {}),
    responses: {
      ...Object.fromEntries(
        Object.entries(operation.answers).map(([status, answer]) => [
          status,
          successResponse(Number(status), answer, schemas),
        ]),
      ),
      ...Object.fromEntries(
        errorStatusesOf(operation).map((status) => [
          String(status),
          { $ref: `#/components/responses/${errorResponseName(status)}` },
        ]),
      ),
    },
  };
}

function parametersOf(
  schema: ApiOperation['query'],
  place: 'path' | 'query',
  schemas: ContractSchemas,
): OpenApiParameter[] {
  if (!schema) return [];
  const object = schemas.fieldsOf({ schema, side: 'input', spread: true });
  const properties = (object.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((object.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: place,
    required: place === 'path' || required.has(name),
    schema: property,
  }));
}

function successResponse(
  status: number,
  answer: ApiAnswer,
  schemas: ContractSchemas,
): OpenApiResponse {
  const description = answer.description ?? SUCCESS_TEXT[status] ?? 'OK';
  switch (answer.kind) {
    case 'json':
      return {
        description,
        content: {
          'application/json': {
            schema: schemas.schemaFor({ schema: answer.schema, side: 'output' }),
          },
        },
      };
    case 'events':
      return {
        description,
        content: {
          'text/event-stream': {
            schema: { type: 'string' },
            // OpenAPI 3.1 cannot describe the events of a stream: each event's `data`, by name.
            'x-events': Object.fromEntries(
              Object.entries(answer.events).map(([name, schema]) => [
                name,
                schemas.schemaFor({ schema, side: 'output' }),
              ]),
            ),
          },
        },
      };
    case 'html':
      return { description, content: { 'text/html': { schema: { type: 'string' } } } };
    case 'redirect':
      return {
        description,
        headers: { Location: { description: 'Where to.', schema: { type: 'string' } } },
      };
    case 'empty':
      return { description };
  }
}

/** Where the document keeps what an error status means: `#/components/responses/Error404`. */
export const errorResponseName = (status: number) => `Error${status}`;

/** An error status's answer: an `ErrorBody`, and when to try again where that is known. */
export function errorResponse(status: number): OpenApiResponse {
  const retryAfter = status === 429 || status === 503;
  return {
    description: ERROR_STATUSES[status] ?? 'An error.',
    ...(retryAfter
      ? {
          headers: {
            'Retry-After': { description: 'Seconds to wait.', schema: { type: 'string' } },
          },
        }
      : {}),
    content: {
      'application/json': { schema: { $ref: `${SCHEMA_REF}ErrorBody` } },
    },
  };
}
