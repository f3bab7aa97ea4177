import {
  ERROR_STATUSES,
  errorStatusesOf,
  SUCCESS_TEXT,
  type ApiAnswer,
  type ApiMethod,
  type RouteDeclaration,
} from '@hub/proto/api';
import { ErrorBody } from '@hub/proto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { HttpError } from './errors';

/** The keys a route's schema carries for the API document, beyond Fastify's own. */
export const ACCESS_KEY = 'x-access';
export const DEVELOPMENT_ONLY_KEY = 'x-development-only';
/** Server-Sent Events, by name: the document writes them out, as OpenAPI 3.1 cannot (route-document.ts). */
export const EVENTS_KEY = 'x-events';

/**
 * A route's Fastify schema, from its declaration: its params, query and body are what Fastify
 * checks each request against (by zod, through the type provider), and the lot is what the API
 * document says of the route. An error status is answered with an `ErrorBody`.
 */
export function routeSchema<const Declaration extends RouteDeclaration>(
  method: ApiMethod,
  declaration: Declaration,
  /** The gateway's own routes: nothing stands in front of them to answer for a service. */
  answeredBy: 'a service' | 'the gateway' = 'a service',
) {
  const { params, query, body, answers, access, summary, description, developmentOnly } =
    declaration;
  const behindTheGateway = answeredBy === 'a service';
  const errors = errorStatusesOf({ ...declaration, method, behindTheGateway });
  const schema = {
    summary,
    description,
    [ACCESS_KEY]: access,
    ...(developmentOnly ? { [DEVELOPMENT_ONLY_KEY]: true } : {}),
    params: params as Declaration['params'],
    querystring: query as Declaration['query'],
    body: body as Declaration['body'],
    response: {
      ...Object.fromEntries(
        Object.entries(answers as Record<string, ApiAnswer>).map(([status, answer]) => [
          status,
          responseOf(Number(status), answer),
        ]),
      ),
      ...Object.fromEntries(errors.map((status) => [status, errorResponse(status)])),
    },
  };
  // Fastify warns of a part named with no schema: the parts a route does not have are left out.
  for (const key of Object.keys(schema) as (keyof typeof schema)[]) {
    if (schema[key] === undefined) delete schema[key];
  }
  return schema;
}

/** A success answer as Fastify and @fastify/swagger read it: zod for JSON, JSON Schema else. */
function responseOf(status: number, answer: ApiAnswer) {
  switch (answer.kind) {
    case 'json':
      return {
        description: answer.description ?? SUCCESS_TEXT[status] ?? 'OK',
        content: { 'application/json': { schema: answer.schema } },
      };
    case 'events':
      return {
        description: answer.description,
        type: 'string',
        [EVENTS_KEY]: answer.events,
        content: { 'text/event-stream': { schema: { type: 'string' } } },
      };
    case 'html':
      return {
        description: answer.description,
        content: { 'text/html': { schema: { type: 'string' } } },
      };
    case 'redirect':
      return {
        description: answer.description,
        type: 'null',
        headers: { Location: { type: 'string', description: 'Where to.' } },
      };
    case 'empty':
      return { description: answer.description, type: 'null' };
  }
}

function errorResponse(status: number) {
  const retryAfter = status === 429 || status === 503;
  return {
    description: ERROR_STATUSES[status] ?? 'An error.',
    ...(retryAfter
      ? { headers: { 'Retry-After': { type: 'string', description: 'Seconds to wait.' } } }
      : {}),
    content: { 'application/json': { schema: ErrorBody } },
  };
}

/**
 * Path parameters whose refusal is not a 400: one that names something (a match's id) is answered
 * as an unknown thing when malformed, as a well-formed id of nothing would be. `refusal` may pick
 * by the problem (`undefined` keeps the 400). A copy per route, so a contract shared by several
 * routes keeps its 400 elsewhere.
 */
type Refusal = (error: z.ZodError) => HttpError | undefined;
const refusals = new WeakMap<z.ZodType, Refusal>();
export function refusedWith<Shape extends z.ZodRawShape>(
  schema: z.ZodObject<Shape>,
  refusal: Refusal,
): z.ZodObject<Shape> {
  const copy = z.object(schema.shape);
  refusals.set(copy, refusal);
  return copy;
}

/** A refusal for a malformed `field` only; anything else wrong stays a 400. */
export const whenMalformed =
  (field: string, refusal: () => HttpError): Refusal =>
  (error) =>
    error.issues[0]?.path[0] === field ? refusal() : undefined;

/**
 * Fastify checks each request against its route's zod schemas, and answers the first problem
 * found as a 400 `{ message }` (the error handler reads a ZodError so); a route's own refusal
 * (`refusedWith`) otherwise. A POST with no body is read as `{}`, as the routes always have, so
 * it is told which field is missing. Answers are written as they are: their schemas are the
 * document's, checked by the stack tests, and not worth zod's work on every read.
 */
export function checkRequestsBySchema(app: FastifyInstance): void {
  app.setValidatorCompiler<z.ZodType>(({ schema, httpPart }) => (data) => {
    const result = schema.safeParse(httpPart === 'body' && data == null ? {} : data);
    if (result.success) return { value: result.data };
    return { error: refusals.get(schema)?.(result.error) ?? result.error };
  });
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
}

/** The app as its routes declare themselves: their request types come from their schemas. */
export const typedRoutes = (app: FastifyInstance) => app.withTypeProvider<ZodTypeProvider>();
