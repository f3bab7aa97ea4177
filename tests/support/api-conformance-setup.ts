// Set up before each integration test file (vitest.config.ts): every answer a stack test's tabs
// get is checked against the API document, so the document cannot drift from what the services
// really answer. A file whose answers do not match fails at its end, naming each mismatch.
import { afterAll, beforeAll, expect } from 'vitest';
import { API_DOCUMENT_PATH } from '@hub/proto/api';
import { apiConformance } from './api-conformance';
import { observeExchanges } from './http';

const problems = new Set<string>();
let stopObserving = () => {};

beforeAll(() => {
  // The stack tests, which play the site through the gateway as a browser would; the process
  // tests stop and kill processes under load, which is theirs to judge.
  if (!expect.getState().testPath?.includes('/tests/stack/')) return;
  const problemWith = apiConformance();
  stopObserving = observeExchanges((exchange) => {
    // Only the API: not the web app's pages, nor the health probes.
    if (!exchange.path.startsWith('/api/')) return;
    const problem = problemWith(exchange);
    if (problem) problems.add(problem);
  });
});

afterAll(() => {
  stopObserving();
  if (problems.size === 0) return;
  throw new Error(
    `Answers that do not match the API document (${API_DOCUMENT_PATH}, made from proto/src/api):\n` +
      [...problems].slice(0, 20).join('\n'),
  );
});
