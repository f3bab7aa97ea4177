import type { z } from 'zod';
import { badRequest, describeZodError } from './errors';

/** Parses untrusted input (a body, query or params) or throws a 400 with a readable message. */
export function parseInput<Schema extends z.ZodType>(
  schema: Schema,
  input: unknown,
): z.output<Schema> {
  const result = schema.safeParse(input);
  if (!result.success) throw badRequest(describeZodError(result.error));
  return result.data;
}
