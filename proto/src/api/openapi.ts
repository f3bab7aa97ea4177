import { z } from 'zod';
import { CSRF_HEADER, CSRF_HEADER_VALUE, ErrorBody } from '../http';
import type { ServiceName } from '../services';
import { ERROR_STATUSES } from './errors';
import type { ApiAccess, ApiMethod, RouteDeclaration } from './operation';
import type { OpenApiParameter, OpenApiPaths, OpenApiResponse } from './openapi-types';
import { SCHEMA_REF, type JsonSchema } from './schemas';

export interface OpenApiOptions {
  /** The session cookie's name (the kit's, which proto does not depend on). */
  sessionCookie: string;
}

/** Who answers, the document's tags, in this order. */
export const API_TAGS: { name: ServiceName | 'gateway'; description: string }[] = [
  { name: 'auth', description: 'Accounts: sign-up, sign-in (password and social), sign-out.' },
  { name: 'wordree', description: 'Wordree: word chains on a letter grid, daily and endless.' },
  { name: 'jotto', description: 'Jotto: find the secret 5-letter word, daily and two-player VS.' },
  { name: 'bloom', description: 'Bloom: the daily 5x5 flower-placement logic puzzle.' },
  {
    name: 'leaderboard',
    description:
      'Stats, streaks, achievements, the global leaderboards of every game, and leagues.',
  },
  { name: 'admin', description: 'The admin dashboard: puzzles, schedules, dead letters, audit.' },
  { name: 'gateway', description: 'What the gateway answers itself: site settings, this API.' },
];

/** What a success status says where its answer has no description of its own. */
export const SUCCESS_TEXT: Record<number, string> = {
  200: 'OK',
  201: 'Created',
  202: 'Accepted',
  204: 'No content',
  302: 'A redirect',
  304: 'Not modified',
};

const ACCESS_TEXT: Record<ApiAccess, string> = {
  anyone: 'Anyone, guests included.',
  account: 'Signed-in accounts.',
  admin: 'Administrators.',
};

/**
 * The public API's OpenAPI 3.1 document with no operation yet: what the gateway adds in front of
 * every service (the CSRF header, the session cookie, what every error answers). The gateway
 * fills in the paths its services and itself declare (gateway/src/api-docs).
 */
export function apiDocumentFrame(options: OpenApiOptions) {
  const { $schema: _, ...errorBody } = z.toJSONSchema(ErrorBody, {
    io: 'output',
    target: 'draft-2020-12',
  });
  return {
    openapi: '3.1.1',
    info: {
      title: 'Daily Puzzle Games Hub API',
      version: '1.0.0',
      description:
        'The JSON API the web app uses, all behind the gateway. Every caller has a session cookie (a guest one is made on the first call), and every state-changing call must carry the `x-requested-with: hub` header. Errors answer `{ "message": string }`, worded for the player.',
    },
    tags: API_TAGS,
    paths: {} as OpenApiPaths,
    components: {
      schemas: { ErrorBody: errorBody } as Record<string, JsonSchema>,
      responses: {} as Record<string, OpenApiResponse>,
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

export type OpenApiDocument = ReturnType<typeof apiDocumentFrame>;

/** `get /api/jotto/match/{id}/guess` is getJottoMatchByIdGuess. */
export function operationIdOf({ method, path }: { method: ApiMethod; path: string }): string {
  const words = path
    .replace(/^\/api\//, '')
    .split(/[/.-]/)
    .map((word) => word.replace(/^\{(.+)\}$/, 'by-$1'))
    .flatMap((word) => word.split('-'));
  return method + words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join('');
}

/**
 * What the document says of an operation beside its schemas: its id, its tag (who answers), its
 * texts and who may call it.
 */
export function operationFacts(
  operation: Pick<RouteDeclaration, 'summary' | 'description' | 'access' | 'developmentOnly'> & {
    method: ApiMethod;
    path: string;
    service: string;
  },
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
    content: { 'application/json': { schema: { $ref: `${SCHEMA_REF}ErrorBody` } } },
  };
}
