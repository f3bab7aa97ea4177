import path from 'node:path';
import { defineConfig } from 'vitest/config';

// `npm run test:faults` only (it breaks its own Redis and NATS on purpose and takes minutes): the
// root config, which `npm test` runs, does not include tests/faults.
export default defineConfig({
  root: path.resolve(import.meta.dirname, '..', '..'),
  test: {
    name: 'faults',
    include: ['tests/faults/**/*.test.ts'],
    globalSetup: ['tests/support/global-setup.ts'],
    sequence: { concurrent: false },
    testTimeout: 90_000,
    hookTimeout: 120_000,
  },
});
