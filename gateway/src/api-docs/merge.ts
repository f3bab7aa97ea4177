import {
  apiDocumentFrame,
  errorResponse,
  errorResponseName,
  SCHEMA_REF,
  type JsonSchema,
  type OpenApiDocument,
  type OpenApiOperation,
  type OpenApiResponse,
} from '@hub/proto/api';
import { ACCESS_KEY } from '@hub/kit';
import { ownerOf, type ServiceName } from '../routes';

/** A service's part of the API document, as @fastify/swagger made it from its routes. */
export interface ServiceDocument {
  paths?: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

/**
 * The whole API document: what the routes declare of themselves (kit's route-document.ts), each
 * service's on the paths the gateway sends to it and the gateway's own on the paths it keeps,
 * with what the gateway adds in front of them all (the CSRF header, the error answers, the
 * session cookie: proto's frame).
 */
export function mergedApiDocument(
  parts: { service: ServiceName | 'gateway'; document: ServiceDocument }[],
  sessionCookie: string,
): OpenApiDocument {
  const merged = apiDocumentFrame({ sessionCookie });
  const schemas: Record<string, JsonSchema> = { ...merged.components.schemas };
  const responses: Record<string, OpenApiResponse> = { ...merged.components.responses };
  for (const { service, document } of parts) {
    const theirs = document.components?.schemas ?? {};
    for (const [path, methods] of Object.entries(document.paths ?? {})) {
      if ((ownerOf(path) ?? 'gateway') !== service) continue;
      for (const [method, operation] of Object.entries(methods)) {
        if (!operation[ACCESS_KEY]) continue;
        const inFront = asBehindTheGateway(method, operation);
        merged.paths[path] = { ...merged.paths[path], [method]: inFront };
        for (const status of errorStatusesIn(inFront)) {
          responses[errorResponseName(status)] ??= errorResponse(status);
        }
        for (const name of componentsUsedBy(inFront, theirs)) schemas[name] ??= theirs[name]!;
      }
    }
  }
  return {
    ...merged,
    components: { ...merged.components, schemas: sorted(schemas), responses: sorted(responses) },
  };
}

/**
 * A service's operation as the gateway serves it: a POST needs the CSRF header, which the
 * gateway checks, and each error status refers to its one description.
 */
function asBehindTheGateway(method: string, operation: OpenApiOperation): OpenApiOperation {
  const responses = Object.fromEntries(
    Object.entries(operation.responses).map(([status, response]) => [
      status,
      Number(status) >= 400
        ? { $ref: `#/components/responses/${errorResponseName(Number(status))}` }
        : response,
    ]),
  );
  const parameters = [
    ...(operation.parameters ?? []),
    ...(method === 'post' ? [{ $ref: '#/components/parameters/Csrf' }] : []),
  ];
  return {
    ...operation,
    ...(parameters.length ? { parameters } : {}),
    responses,
  };
}

function errorStatusesIn(operation: OpenApiOperation): number[] {
  return Object.keys(operation.responses)
    .map(Number)
    .filter((status) => status >= 400);
}

/** The component names an operation refers to, and those they refer to in turn. */
function componentsUsedBy(operation: unknown, components: Record<string, JsonSchema>): Set<string> {
  const used = new Set<string>();
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (!value || typeof value !== 'object') return;
    for (const [key, inner] of Object.entries(value)) {
      if (key === '$ref' && typeof inner === 'string' && inner.startsWith(SCHEMA_REF)) {
        const name = inner.slice(SCHEMA_REF.length);
        if (used.has(name)) continue;
        used.add(name);
        visit(components[name]);
      } else visit(inner);
    }
  };
  visit(operation);
  return used;
}

const sorted = <Value>(record: Record<string, Value>): Record<string, Value> =>
  Object.fromEntries(Object.entries(record).sort(([a], [b]) => a.localeCompare(b)));
