import { z } from 'zod';
import * as contracts from '../index';

export type JsonSchema = { [keyword: string]: unknown };

/** Which side of a contract: what a client sends (defaults optional) or what a server answers. */
export type SchemaSide = 'input' | 'output';

export interface SchemaUse {
  schema: z.ZodType;
  side: SchemaSide;
  /** Read field by field (path and query parameters), so not a component of its own. */
  spread?: boolean;
}

export const SCHEMA_REF = '#/components/schemas/';
const INLINE = '~inline-';

/**
 * The contracts as JSON Schema (draft 2020-12, OpenAPI 3.1's dialect), by zod's own conversion.
 * Each schema proto exports is a component under its export name, so the document and the code
 * call a thing by one name; any other schema an operation uses is written out in place.
 *
 * A contract reads differently on each side: a request may leave out a field with a default, an
 * answer has every field and no others. A component used on both sides whose two readings differ
 * gets a second one, `<Name>Input`, for requests.
 */
export function contractSchemas(uses: readonly SchemaUse[]) {
  const registry = contractRegistry();
  let inlined = 0;
  for (const { schema } of uses) {
    if (!registry.has(schema)) registry.add(schema, { id: `${INLINE}${inlined++}` });
  }
  const idOf = (schema: z.ZodType) => registry.get(schema)!.id;

  const convert = (side: SchemaSide): Record<string, JsonSchema> => {
    const { schemas } = z.toJSONSchema(registry, {
      io: side,
      target: 'draft-2020-12',
      // Transforms have no JSON Schema: what they accept is described, what they make is not.
      unrepresentable: 'any',
      uri: (id) => `${SCHEMA_REF}${id}`,
    });
    return Object.fromEntries(
      Object.entries(schemas).map(([id, { $schema: _, $id: __, ...schema }]) => [id, schema]),
    );
  };
  const converted: Record<SchemaSide, Record<string, JsonSchema>> = {
    input: convert('input'),
    output: convert('output'),
  };

  // Which components each side needs: those its operations name, and those they name in turn.
  const used: Record<SchemaSide, Set<string>> = { input: new Set(), output: new Set() };
  const visit = (side: SchemaSide, id: string) => {
    for (const ref of refsIn(converted[side][id])) {
      if (ref.startsWith(INLINE)) throw new Error(`An inline schema is part of ${id}: export it`);
      if (used[side].has(ref)) continue;
      used[side].add(ref);
      visit(side, ref);
    }
  };
  for (const { schema, side, spread } of uses) {
    const id = idOf(schema);
    if (!spread && !id.startsWith(INLINE)) used[side].add(id);
    visit(side, id);
  }

  const inputNames = new Map<string, string>();
  const inputName = (id: string): string => {
    const known = inputNames.get(id);
    if (known) return known;
    inputNames.set(id, id); // a cycle reads as the same
    const input = converted.input[id]!;
    const same =
      !used.output.has(id) ||
      (JSON.stringify(input) === JSON.stringify(converted.output[id]) &&
        refsIn(input).every((ref) => inputName(ref) === ref));
    const name = same ? id : `${id}Input`;
    inputNames.set(id, name);
    return name;
  };
  const written = (side: SchemaSide, id: string): JsonSchema => {
    const schema = converted[side][id]!;
    return side === 'input' ? renameRefs(schema, inputName) : schema;
  };

  const components: Record<string, JsonSchema> = {};
  for (const id of used.output) components[id] = written('output', id);
  for (const id of used.input) components[inputName(id)] = written('input', id);

  return {
    components: Object.fromEntries(
      Object.entries(components).sort(([a], [b]) => a.localeCompare(b)),
    ),
    /** The schema a use is written as: a reference to its component, or the schema itself. */
    schemaFor({ schema, side }: SchemaUse): JsonSchema {
      const id = idOf(schema);
      if (id.startsWith(INLINE)) return written(side, id);
      return { $ref: `${SCHEMA_REF}${side === 'input' ? inputName(id) : id}` };
    },
    /** The schema itself, even when it is a component: a spread use's fields. */
    fieldsOf({ schema, side }: SchemaUse): JsonSchema {
      return written(side, idOf(schema));
    },
  };
}

export type ContractSchemas = ReturnType<typeof contractSchemas>;

/** Each schema proto exports, under its export name: what the document calls it. */
export function contractRegistry() {
  const registry = z.registry<{ id: string }>();
  const names = Object.entries(contracts as Record<string, unknown>)
    .filter((entry): entry is [string, z.ZodType] => entry[1] instanceof z.ZodType)
    .sort(([a], [b]) => a.localeCompare(b));
  for (const [name, schema] of names) if (!registry.has(schema)) registry.add(schema, { id: name });
  return registry;
}

/** The component names a schema refers to, anywhere inside it. */
function refsIn(schema: unknown): string[] {
  if (Array.isArray(schema)) return schema.flatMap(refsIn);
  if (!schema || typeof schema !== 'object') return [];
  return Object.entries(schema).flatMap(([key, value]) =>
    key === '$ref' && typeof value === 'string' ? [value.slice(SCHEMA_REF.length)] : refsIn(value),
  );
}

function renameRefs(schema: JsonSchema, rename: (id: string) => string): JsonSchema {
  const walk = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(walk);
    if (!value || typeof value !== 'object') return value;
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) =>
        key === '$ref' && typeof inner === 'string'
          ? [key, `${SCHEMA_REF}${rename(inner.slice(SCHEMA_REF.length))}`]
          : [key, walk(inner)],
      ),
    );
  };
  return walk(schema) as JsonSchema;
}
