// Set up before each integration test file (vitest.config.ts): every exchange a stack test's tabs
// have with the API is checked against the API document the gateway they asked serves, so the
// document cannot drift from what the services really do. A file whose exchanges do not match
// fails at its end, naming each mismatch.
import { afterAll, beforeAll, expect } from 'vitest';
import { API_DOCUMENT_PATH, type OpenApiDocument } from '@hub/proto/api';
import { apiConformance } from './api-conformance';
import { observeExchanges, type Exchange } from './http';

type Checker = ReturnType<typeof apiConformance>;

const checked: Promise<string | null>[] = [];
/** Each server's document, read at its first exchange: the stack is gone by the file's end. */
const checkers = new Map<string, Promise<Checker>>();
let stopObserving = () => {};

async function checkerOf(origin: string): Promise<Checker> {
  const answer = await fetch(new URL(API_DOCUMENT_PATH, origin));
  if (!answer.ok) throw new Error(`${origin}${API_DOCUMENT_PATH} answered ${answer.status}`);
  return apiConformance((await answer.json()) as OpenApiDocument);
}

beforeAll(() => {
  // The stack tests, which play the site through the gateway as a browser would; the process
  // tests stop and kill processes under load, which is theirs to judge.
  if (!expect.getState().testPath?.includes('/tests/stack/')) return;
  stopObserving = observeExchanges((exchange: Exchange) => {
    // Only the API: not the web app's pages, nor the health probes.
    if (!exchange.path.startsWith('/api/')) return;
    let checker = checkers.get(exchange.origin);
    if (!checker) {
      checker = checkerOf(exchange.origin);
      checkers.set(exchange.origin, checker);
    }
    checked.push(
      checker.then(
        (problemWith) => problemWith(exchange),
        (error: Error) => `No API document to check against: ${error.message}`,
      ),
    );
  });
});

afterAll(async () => {
  stopObserving();
  const problems = new Set((await Promise.all(checked)).filter((problem) => problem !== null));
  if (problems.size === 0) return;
  throw new Error(
    `Exchanges that do not match the API document (${API_DOCUMENT_PATH}):\n` +
      [...problems].slice(0, 20).join('\n'),
  );
});
