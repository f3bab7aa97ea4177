import type { JsonSchema, OpenApiDocument, OpenApiOperation } from '@hub/proto/api';

const SCHEMA_REF = '#/components/schemas/';

/** Every operation of a document, with its method and path. */
export function operationsOf(document: OpenApiDocument) {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods as Record<string, OpenApiOperation>).map(([method, operation]) => ({
      method,
      path,
      operation,
    })),
  );
}

/**
 * What an operation says, its schemas written out in place of their references: two documents
 * that name their components differently describe the same operation alike.
 */
export function sameOperation({
  operation,
  document,
}: {
  operation: OpenApiOperation;
  document: OpenApiDocument;
}) {
  const inline = (schema: unknown) => inlined(schema, document.components.schemas);
  return {
    tags: operation.tags,
    summary: operation.summary,
    description: operation.description,
    access: operation['x-access'],
    security: operation.security ?? null,
    parameters: (operation.parameters ?? [])
      .map((parameter) =>
        '$ref' in parameter
          ? { ref: parameter.$ref }
          : { ...parameter, schema: inline(parameter.schema) },
      )
      .sort((a, b) => placeOf(a).localeCompare(placeOf(b))),
    body: inline(operation.requestBody ?? null),
    responses: Object.fromEntries(
      Object.entries(operation.responses).map(([status, response]) => [
        status,
        '$ref' in response ? response : inline(response),
      ]),
    ),
  };
}

const placeOf = (parameter: { ref: string } | { in: string; name: string }) =>
  'ref' in parameter ? parameter.ref : `${parameter.in} ${parameter.name}`;

/** A schema with the components it refers to written out in place. */
export function inlined(
  value: unknown,
  components: Record<string, JsonSchema>,
  seen: string[] = [],
): unknown {
  if (Array.isArray(value)) return value.map((item) => inlined(item, components, seen));
  if (!value || typeof value !== 'object') return value;
  const ref = (value as { $ref?: unknown }).$ref;
  if (typeof ref === 'string' && ref.startsWith(SCHEMA_REF)) {
    const name = ref.slice(SCHEMA_REF.length);
    // A schema that contains itself is compared by its place in the cycle.
    if (seen.includes(name)) return { cycle: seen.length - seen.indexOf(name) };
    return inlined(components[name], components, [...seen, name]);
  }
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [key, inlined(inner, components, seen)]),
  );
}
