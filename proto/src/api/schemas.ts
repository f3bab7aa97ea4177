import { z } from 'zod';
import * as contracts from '../index';

export type JsonSchema = { [keyword: string]: unknown };

export const SCHEMA_REF = '#/components/schemas/';

/**
 * Each schema proto exports, under its export name: what the API document calls it, so the
 * document and the code call a thing by one name.
 */
export function contractRegistry() {
  const registry = z.registry<{ id: string }>();
  const names = Object.entries(contracts as Record<string, unknown>)
    .filter((entry): entry is [string, z.ZodType] => entry[1] instanceof z.ZodType)
    .sort(([a], [b]) => a.localeCompare(b));
  for (const [name, schema] of names) if (!registry.has(schema)) registry.add(schema, { id: name });
  return registry;
}
