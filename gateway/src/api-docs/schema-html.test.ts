import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { bodyHtml, schemaHtml } from './schema-html';

/** What a reader sees: the markup gone, quotes shown. */
const text = (html: string) => html.replace(/<[^>]+>/g, '').replaceAll('&quot;', '"');
const json = (schema: z.ZodType) => z.toJSONSchema(schema, { io: 'output' }) as never;

describe('schemaHtml', () => {
  it('reads a field as its type and bounds, leaving out the bounds every integer has', () => {
    expect(text(schemaHtml(json(z.int().min(1).max(50))))).toBe('integer (≥ 1, ≤ 50)');
    expect(text(schemaHtml(json(z.int().positive())))).toBe('integer (> 0)');
    expect(text(schemaHtml(json(z.iso.datetime().nullable())))).toBe('string (date-time) or null');
    expect(text(schemaHtml(json(z.enum(['play', 'countdown']).default('play'))))).toBe(
      'one of "play", "countdown" (default "play")',
    );
  });

  it("lists an object's fields, saying which may be left out", () => {
    const html = schemaHtml(json(z.object({ id: z.string(), note: z.string().optional() })));
    expect(text(html)).toBe('objectid: stringnote optional: string');
  });

  it('links a named schema to its entry, and lists its fields where a body is one', () => {
    const ref = { $ref: '#/components/schemas/User' };
    expect(schemaHtml(ref)).toBe('<a href="#schema-User">User</a>');
    const components = { User: json(z.object({ id: z.string() })) };
    expect(text(bodyHtml(ref, components))).toBe('Userid: string');
  });

  it('escapes what it shows', () => {
    expect(schemaHtml(json(z.literal('<b>')))).toBe('<code>&quot;&lt;b&gt;&quot;</code>');
  });
});
