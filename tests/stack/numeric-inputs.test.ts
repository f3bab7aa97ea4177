import { randomUUID } from 'node:crypto';
import Ajv2020 from 'ajv/dist/2020.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dayKey, emptyBoard } from '@hub/proto';
import {
  API_DOCUMENT_PATH,
  type JsonSchema,
  type OpenApiDocument,
  type OpenApiParameter,
} from '@hub/proto/api';
import { signUpVerified } from '../support/accounts';
import { inlined, operationsOf } from '../support/api-operations';
import { Browserish, JsonText } from '../support/http';
import { startTestStack, type TestStack } from '../support/stack';

// Every number a client can send in a path, a query string or a JSON body, found in the API
// document the gateway serves (so a new one is fuzzed without a line here), sent as the values that once
// reached Postgres or JavaScript unchecked: one past a Postgres INTEGER, one past a safe integer,
// a negative, and one that JSON reads as Infinity. Each must be a 4xx with a message (issue 33).
const FUZZ = ['2147483648', '9007199254740992', '-1', '1e309'];
const ADMIN_EMAIL = 'fuzz-admin@hub.example';
/** Ids in columns wider than INTEGER (JetStream sequences, BIGINT): 2^31 is a real id there. */
const WIDE_IDS = new Set([
  '/api/admin/dead-letters/{id}/replay',
  '/api/admin/dead-letters/{id}/discard',
]);

const isNumber = (schema: { type?: unknown } | undefined) =>
  schema?.type === 'integer' || schema?.type === 'number';

/** One operation of the document, with its schemas written out. */
interface Operation {
  method: 'get' | 'post';
  path: string;
  parameters: OpenApiParameter[];
  body?: JsonSchema;
}

function readOperations(document: OpenApiDocument): Operation[] {
  return operationsOf(document).map(({ method, path, operation }) => {
    const written = inlined(operation, document.components.schemas) as typeof operation;
    return {
      method: method as Operation['method'],
      path,
      parameters: (written.parameters ?? []).filter(
        (parameter): parameter is OpenApiParameter => !('$ref' in parameter),
      ),
      body: written.requestBody?.content['application/json']?.schema,
    };
  });
}

/** The numeric fields of an operation's path, query or body, as its JSON Schema says. */
function numericFields(operation: Operation, where: 'path' | 'query' | 'body'): string[] {
  if (where === 'body') {
    const properties = (operation.body?.properties ?? {}) as Record<string, { type?: unknown }>;
    return Object.entries(properties)
      .filter(([, property]) => isNumber(property))
      .map(([name]) => name);
  }
  return operation.parameters
    .filter((parameter) => parameter.in === where && isNumber(parameter.schema))
    .map((parameter) => parameter.name);
}

const yesterday = addDays(dayKey(), -1);
/** Path parameters that are not numbers, a well-formed value each. */
const PATH_SAMPLES: Record<string, string> = { day: yesterday, leagueId: randomUUID() };
const board = emptyBoard();
/** A valid body for each operation with a numeric field, so the field alone is on trial. */
const BODY_SAMPLES: Record<string, Record<string, unknown>> = {
  'post /api/puzzle-templates/generate': { difficulty: 'easy', count: 1 },
  'post /api/games': {
    templateId: 1,
    path: [
      [0, 0],
      [0, 1],
      [0, 2],
    ],
  },
  'post /api/daily-puzzle/submit': {
    dailyPuzzleId: 1,
    gameId: randomUUID(),
    displayName: 'Fuzzy',
    score: 0,
    wordChain: [],
  },
  'post /api/wordree/archive/{day}/submit': { gameId: randomUUID(), score: 0, wordChain: [] },
  'post /api/bloom/state/save': {
    mode: 'daily',
    dailyPuzzleId: 1,
    board,
    timeElapsed: 0,
    hintsUsed: 0,
    completed: false,
  },
  'post /api/bloom/score': { timeTaken: 0, hintsUsed: 0, board },
  'post /api/bloom/archive/{day}/state/save': {
    board,
    timeElapsed: 0,
    hintsUsed: 0,
    completed: false,
  },
  'post /api/bloom/archive/{day}/score': { timeTaken: 0, hintsUsed: 0, board },
  'post /api/admin/generate-puzzle': { difficulty: 'easy', count: 1 },
  'post /api/leagues/{leagueId}/invites': { days: 7 },
};

interface Probe {
  name: string;
  operation: Operation;
  send: (tab: Browserish, value: string) => ReturnType<Browserish['request']>;
}

function pathWith(operation: Operation, numeric: Record<string, string>): string {
  return operation.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = numeric[name] ?? PATH_SAMPLES[name];
    if (value === undefined) throw new Error(`No sample for {${name}} of ${operation.path}`);
    return encodeURIComponent(value);
  });
}

function probesOf(operation: Operation): Probe[] {
  const key = `${operation.method} ${operation.path}`;
  const probes: Probe[] = [];
  for (const field of numericFields(operation, 'path')) {
    probes.push({
      name: `${key}: {${field}}`,
      operation,
      send: (tab, value) =>
        tab.request(
          operation.method,
          pathWith(operation, { [field]: value }),
          operation.method === 'post' ? {} : undefined,
        ),
    });
  }
  for (const field of numericFields(operation, 'query')) {
    probes.push({
      name: `${key}: ?${field}`,
      operation,
      send: (tab, value) =>
        tab.request(
          operation.method,
          `${pathWith(operation, {})}?${field}=${encodeURIComponent(value)}`,
          operation.method === 'post' ? {} : undefined,
        ),
    });
  }
  for (const field of numericFields(operation, 'body')) {
    const sample = BODY_SAMPLES[key];
    if (!sample) throw new Error(`No sample body for ${key}: add one to fuzz its "${field}"`);
    probes.push({
      name: `${key}: body.${field}`,
      operation,
      send: (tab, value) => {
        const text = JSON.stringify({ ...sample, [field]: '§' }).replace('"§"', value);
        return tab.request(operation.method, pathWith(operation, {}), new JsonText(text));
      },
    });
  }
  return probes;
}

describe('numbers out of range', () => {
  let stack: TestStack;
  let admin: Browserish;
  let operations: Operation[];
  let probes: Probe[];

  beforeAll(async () => {
    stack = await startTestStack({ env: { ADMIN_EMAILS: ADMIN_EMAIL } });
    admin = new Browserish(stack.url);
    operations = readOperations((await admin.get(API_DOCUMENT_PATH)).json);
    probes = operations.flatMap(probesOf);
    await signUpVerified(stack, admin, { email: ADMIN_EMAIL, password: 'correct horse battery' });
  });
  afterAll(async () => {
    await stack?.stop();
  });

  it('finds the numbers to try, and a valid body around each body number', () => {
    expect(probes.length).toBeGreaterThanOrEqual(20);
    const ajv = new Ajv2020({ strict: false, validateFormats: false });
    for (const [key, sample] of Object.entries(BODY_SAMPLES)) {
      const operation = operations.find((op) => `${op.method} ${op.path}` === key);
      expect(operation?.body, key).toBeDefined();
      expect(ajv.validate(operation!.body!, sample), `${key}: ${ajv.errorsText()}`).toBe(true);
    }
  });

  it('answers each with a 400 and a message, never a 500 (a wider id may simply not exist)', async () => {
    const wrong: string[] = [];
    for (const probe of probes) {
      for (const value of FUZZ) {
        const answer = await probe.send(admin, value);
        const inRange = value === '2147483648' && WIDE_IDS.has(probe.operation.path);
        const expected = inRange ? [400, 404] : [400];
        if (!expected.includes(answer.status) || typeof answer.json?.message !== 'string') {
          wrong.push(`${probe.name} = ${value}: ${answer.status} ${answer.text.slice(0, 120)}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});
