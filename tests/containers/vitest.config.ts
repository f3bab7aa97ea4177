import path from 'node:path';
import { defineConfig } from 'vitest/config';

// `npm run test:containers` only (it needs Docker and takes minutes): the root config, which
// `npm test` runs, does not include tests/containers.
export default defineConfig({
  root: path.resolve(import.meta.dirname, '..', '..'),
  test: {
    name: 'containers',
    include: ['tests/containers/**/*.test.ts'],
    testTimeout: 5 * 60_000,
    hookTimeout: 30 * 60_000,
  },
});
