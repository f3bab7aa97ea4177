import { describe, expect, it } from 'vitest';
import { API_OPERATIONS, API_TAGS, openApiDocument, operationIdOf } from './index';

const document = openApiDocument({ sessionCookie: 'hub.sid' });
const key = (operation: { method: string; path: string }) =>
  `${operation.method} ${operation.path}`;

/** Every component name a part of the document refers to. */
function refsIn(value: unknown, kind: string): string[] {
  if (Array.isArray(value)) return value.flatMap((inner) => refsIn(inner, kind));
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([name, inner]) =>
    name === '$ref' && typeof inner === 'string' && inner.startsWith(`#/components/${kind}/`)
      ? [inner.slice(`#/components/${kind}/`.length)]
      : refsIn(inner, kind),
  );
}

describe('the API operations', () => {
  it('are each one method on one path, with its own operation id and a known tag', () => {
    expect(new Set(API_OPERATIONS.map(key)).size).toBe(API_OPERATIONS.length);
    expect(new Set(API_OPERATIONS.map(operationIdOf)).size).toBe(API_OPERATIONS.length);
    const tags = API_TAGS.map((tag) => tag.name);
    expect(API_OPERATIONS.filter((operation) => !tags.includes(operation.service))).toEqual([]);
  });

  it('name every parameter of their path, and no other', () => {
    for (const operation of API_OPERATIONS) {
      const inPath = [...operation.path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]);
      expect(Object.keys(operation.params?.shape ?? {}), key(operation)).toEqual(inPath);
    }
  });
});

describe('the OpenAPI document', () => {
  it('refers only to components it has, and has none it does not use', () => {
    const { components } = document;
    for (const kind of ['schemas', 'responses', 'parameters'] as const) {
      const used = new Set(refsIn(document, kind));
      expect(
        [...used].filter((name) => !(name in components[kind])),
        kind,
      ).toEqual([]);
      expect(
        Object.keys(components[kind]).filter((name) => !used.has(name)),
        kind,
      ).toEqual([]);
    }
  });

  it('names components as the contracts are named, with a second reading only where a request differs', () => {
    const names = Object.keys(document.components.schemas);
    expect(names).toContain('BloomDailyInfo');
    expect(names).toContain('BloomSaveBody');
    // Answered in the audit log and sent to replace a day: no extra fields in one, may in the other.
    expect(names).toContain('AdminReplaceBodyInput');
    expect(names.filter((name) => name.startsWith('~'))).toEqual([]);
  });

  it('describes every error as { message }', () => {
    for (const response of Object.values(document.components.responses)) {
      expect(response.content?.['application/json']?.schema).toEqual({
        $ref: '#/components/schemas/ErrorBody',
      });
    }
  });

  it('is the same document each time it is made', () => {
    expect(JSON.stringify(openApiDocument({ sessionCookie: 'hub.sid' }))).toBe(
      JSON.stringify(document),
    );
  });
});
