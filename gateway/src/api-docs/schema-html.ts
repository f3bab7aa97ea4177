import type { JsonSchema } from '@hub/proto/api';

const REF = '#/components/schemas/';
/** What zod writes as the bound of every integer: noise to a reader. */
const SAFE_INTEGER_BOUNDS = new Set([Number.MAX_SAFE_INTEGER, Number.MIN_SAFE_INTEGER]);

export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );

export const schemaAnchor = (name: string) => `schema-${name}`;

const code = (value: unknown) => {
  const text = JSON.stringify(value);
  return `<code>${escapeHtml(text.length > 40 ? `${text.slice(0, 37)}…` : text)}</code>`;
};

/**
 * A JSON Schema as a person reads it: "integer (≥ 1)", "array of FlowerType", an object's fields
 * as a list, a component as a link to its own entry on the page.
 */
export function schemaHtml(schema: JsonSchema): string {
  const { head, fields } = partsOf(schema);
  return head + fields;
}

function partsOf(schema: JsonSchema): { head: string; fields: string } {
  const options = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  const notNull = options?.length === 2 ? options.filter((option) => option.type !== 'null') : [];
  if (notNull.length === 1) {
    const { head, fields } = partsOf(notNull[0]!);
    return { head: `${head} <em>or</em> null`, fields };
  }
  const notes = constraintsOf(schema);
  if ('default' in schema) notes.push(`default ${code(schema.default)}`);
  const head = typeOf(schema) + (notes.length ? ` (${notes.join(', ')})` : '');
  return { head, fields: fieldsOf(schema) };
}

/**
 * A request's or an answer's body: a named schema is linked, and its fields listed right there,
 * so a reader sees what to send or expect without leaving the operation.
 */
export function bodyHtml(schema: JsonSchema, components: Record<string, JsonSchema>): string {
  const name = typeof schema.$ref === 'string' ? schema.$ref.slice(REF.length) : undefined;
  const named = name === undefined ? undefined : components[name];
  return schemaHtml(schema) + (named?.type === 'object' ? fieldsOf(named) : '');
}

function typeOf(schema: JsonSchema): string {
  if (typeof schema.$ref === 'string') {
    const name = schema.$ref.slice(REF.length);
    return `<a href="#${schemaAnchor(name)}">${escapeHtml(name)}</a>`;
  }
  if (Array.isArray(schema.anyOf) || Array.isArray(schema.oneOf)) {
    const options = ((schema.anyOf ?? schema.oneOf) as JsonSchema[]).map(schemaHtml);
    // "X or null" reads in a line; alternatives with fields of their own read as a list.
    if (!options.some((option) => option.includes('<ul'))) return options.join(' <em>or</em> ');
    return `one of:<ol class="options">${options.map((option) => `<li>${option}</li>`).join('')}</ol>`;
  }
  if ('const' in schema) return code(schema.const);
  if (Array.isArray(schema.enum)) return `one of ${schema.enum.map(code).join(', ')}`;
  if (schema.not && Object.keys(schema.not).length === 0) return 'never (refused if sent)';
  switch (schema.type) {
    case 'array':
      if (Array.isArray(schema.prefixItems)) {
        const items = (schema.prefixItems as JsonSchema[]).map((item) => schemaHtml(item));
        return `${items.length === 2 ? 'pair' : 'tuple'} [${items.join(', ')}]`;
      }
      return `array of ${schema.items ? schemaHtml(schema.items as JsonSchema) : 'anything'}`;
    case 'object':
      return 'object';
    case undefined:
      return 'any JSON';
    default:
      return escapeHtml(
        Array.isArray(schema.type) ? schema.type.join(' or ') : String(schema.type),
      );
  }
}

function constraintsOf(schema: JsonSchema): string[] {
  const bound = (keyword: string, sign: string) => {
    const value = schema[keyword];
    return typeof value === 'number' && !SAFE_INTEGER_BOUNDS.has(value) ? `${sign} ${value}` : '';
  };
  const length = (min: string, max: string, unit: string) => {
    const [low, high] = [schema[min], schema[max]];
    if (low !== undefined && low === high) return `exactly ${low} ${unit}`;
    return [
      low === undefined ? '' : `at least ${low} ${unit}`,
      high === undefined ? '' : `at most ${high} ${unit}`,
    ]
      .filter(Boolean)
      .join(', ');
  };
  const notes = [
    typeof schema.format === 'string'
      ? `<span class="format">${escapeHtml(schema.format)}</span>`
      : typeof schema.pattern === 'string'
        ? `matching <code>${escapeHtml(schema.pattern)}</code>`
        : '',
    bound('minimum', '≥'),
    bound('exclusiveMinimum', '>'),
    bound('maximum', '≤'),
    bound('exclusiveMaximum', '<'),
    length('minLength', 'maxLength', 'characters'),
    length('minItems', 'maxItems', 'items'),
  ];
  return notes.filter(Boolean);
}

function fieldsOf(schema: JsonSchema): string {
  if (schema.type !== 'object') return '';
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema.required ?? []) as string[]);
  const fields = Object.entries(properties).map(
    ([name, property]) =>
      `<li><code class="field">${escapeHtml(name)}</code>${required.has(name) ? '' : ' <span class="optional">optional</span>'}: ${schemaHtml(property)}</li>`,
  );
  const extra = schema.additionalProperties;
  if (extra && typeof extra === 'object') {
    fields.push(`<li><em>any other field</em>: ${schemaHtml(extra as JsonSchema)}</li>`);
  }
  return fields.length ? `<ul class="fields">${fields.join('')}</ul>` : ' (no fields)';
}
