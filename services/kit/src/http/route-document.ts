import swagger from '@fastify/swagger';
import { contractRegistry, operationFacts, type ApiAccess } from '@hub/proto/api';
import type { FastifyInstance } from 'fastify';
import {
  createJsonSchemaTransform,
  createJsonSchemaTransformObject,
} from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ACCESS_KEY, DEVELOPMENT_ONLY_KEY, EVENTS_KEY } from './route-schema';
import { SESSION_COOKIE } from './session';

/**
 * Where a service serves its part of the API document: outside /api, so the gateway never passes
 * it on; the gateway asks for it to make the whole (gateway/src/api-docs).
 */
export const SERVICE_DOCUMENT_PATH = '/openapi.json';

type SwaggerTransform = ReturnType<typeof createJsonSchemaTransform>;
type TransformInput = Parameters<SwaggerTransform>[0];
type RouteSchema = Record<string, unknown> & { response?: Record<string, unknown> };

/**
 * The app's part of the API document, made by @fastify/swagger (as `app.swagger()`) from the
 * schemas of the routes declared after this (route-schema.ts): a route declares itself by its
 * access, and a route that does not (the probes, the document itself) stays out. Proto's
 * contracts are components under their export names, as the web app and the servers call them.
 */
export async function documentRoutes(app: FastifyInstance, service: string): Promise<void> {
  const schemaRegistry = contractRegistry();
  const fromZod = createJsonSchemaTransform({ schemaRegistry, skipList: [] });
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.1',
      info: { title: `The ${service} service's part of the API`, version: '1.0.0' },
      // What `security` names (operationFacts); the gateway's document describes it in full.
      components: {
        securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE } },
      },
    },
    transform: (input: TransformInput) => {
      const schema = input.schema as RouteSchema | undefined;
      const access = schema?.[ACCESS_KEY] as ApiAccess | undefined;
      if (!schema || !access) return { schema: { hide: true }, url: input.url };
      const method = [input.route.method].flat()[0]!.toLowerCase() as 'get' | 'post';
      const { response = {}, summary, description, params, querystring, ...rest } = schema;
      // Zod's answers go through the type provider; the others are JSON Schema already.
      const zodAnswers = pick(response, (answer) => zodOf(answer) !== undefined);
      const otherAnswers = pick(response, (answer) => zodOf(answer) === undefined);
      const made = fromZod({
        ...input,
        schema: {
          ...rest,
          // A parameter's schema is written out field by field, never as a reference.
          params: unregistered(params),
          querystring: unregistered(querystring),
          response: zodAnswers,
        },
      });
      const path = input.url.replace(/:(\w+)/g, '{$1}');
      const facts = operationFacts({
        method,
        path,
        service,
        summary: String(summary),
        description: description as string | undefined,
        access,
        developmentOnly: rest[DEVELOPMENT_ONLY_KEY] === true,
      });
      return {
        url: input.url,
        schema: {
          ...made.schema,
          ...facts,
          response: {
            ...(made.schema.response as object),
            ...Object.fromEntries(
              Object.entries(otherAnswers).map(([status, answer]) => [
                status,
                eventsWritten(answer as RouteSchema, (zod) => fromZod(alone(input, zod))),
              ]),
            ),
          },
        },
      };
    },
    transformObject: createJsonSchemaTransformObject({ schemaRegistry }),
  });
}

function zodOf(answer: unknown): z.ZodType | undefined {
  const content = (answer as { content?: Record<string, { schema?: unknown }> }).content;
  const schema = Object.values(content ?? {})[0]?.schema;
  return schema instanceof z.ZodType ? schema : undefined;
}

function pick(record: Record<string, unknown>, keep: (value: unknown) => boolean) {
  return Object.fromEntries(Object.entries(record).filter(([, value]) => keep(value)));
}

/** A copy the registry does not know, so it is written out rather than referred to. */
function unregistered(schema: unknown) {
  return schema instanceof z.ZodObject ? z.object(schema.shape) : schema;
}

/** One zod schema as the type provider writes an answer's, references and all. */
function alone(input: TransformInput, schema: z.ZodType): TransformInput {
  return { ...input, schema: { response: { 200: schema } } } as TransformInput;
}

/**
 * An event stream's answer, its events' schemas written as JSON Schema under `x-events` (OpenAPI
 * 3.1 cannot describe a stream's events: each event's `data`, by name).
 */
function eventsWritten(
  answer: RouteSchema,
  write: (schema: z.ZodType) => ReturnType<SwaggerTransform>,
): RouteSchema {
  const { [EVENTS_KEY]: events, ...rest } = answer;
  if (!events) return answer;
  const written = Object.fromEntries(
    Object.entries(events as Record<string, z.ZodType>).map(([name, schema]) => [
      name,
      (write(schema).schema.response as Record<number, unknown>)[200],
    ]),
  );
  const content = rest.content as Record<string, object>;
  return {
    ...rest,
    content: {
      'text/event-stream': { ...content['text/event-stream'], [EVENTS_KEY]: written },
    },
  };
}
