import os from 'node:os';
import { defineConfig } from 'vitest/config';

// Six projects, cheapest first: pure unit tests, the year reports of puzzle quality (bench/), the
// Kubernetes manifests checked offline (with the built entry points), tests against real
// Postgres/Redis/NATS, the topology as separate processes, and browser tests that play the built
// site in Chromium.
/** What the projects against real Postgres, Redis and NATS share. */
const againstServices = {
  globalSetup: ['tests/support/global-setup.ts'],
  setupFiles: ['tests/support/leftovers-setup.ts', 'tests/support/api-conformance-setup.ts'],
  testTimeout: 30_000,
  // A dozen Node processes of a stack, started beside another file's on two cores, once took
  // over a minute to come up (a stack test in CI).
  hookTimeout: 120_000,
};

export default defineConfig({
  test: {
    // Vitest's default, a worker fewer than the cores, is one on a 2-core machine: every file one
    // after another. Most integration files wait on Postgres, Redis or NATS, not the CPU, so two at
    // a time there (31 minutes down to 26 for the suite on such a machine); process and browser
    // files stay one at a time (two Chromiums and stacks on two cores made a page miss its
    // timeouts) and, as Vitest groups projects by their worker count, run after the rest.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            '{proto,services,gateway}/**/src/**/*.test.ts',
            'web/{src,sw}/**/*.test.{ts,tsx}',
            'tests/docs/**/*.test.ts',
          ],
          exclude: ['**/node_modules/**'],
          // Pure functions hold no state between files: one module graph per worker, not one per
          // file, takes the project from about 20 s to about 6 on two cores.
          isolate: false,
        },
      },
      {
        test: {
          name: 'quality',
          include: ['tests/quality/**/*.test.ts'],
          testTimeout: 180_000,
        },
      },
      {
        test: {
          name: 'k8s',
          include: ['tests/k8s/**/*.test.ts'],
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['{services,gateway}/**/test/**/*.test.ts', 'tests/stack/**/*.test.ts'],
          exclude: ['**/node_modules/**'],
          ...againstServices,
        },
      },
      {
        // The topology in processes of their own (a dozen Node processes a file, restarted and
        // killed under load, timed from the client): one file at a time, after the rest, as a
        // second such file beside it once kept a service from starting within its minute.
        test: {
          name: 'process',
          include: ['tests/process/**/*.test.ts'],
          ...againstServices,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'browser',
          include: ['tests/browser/**/*.test.ts'],
          globalSetup: ['tests/support/global-setup.ts'],
          setupFiles: ['tests/support/leftovers-setup.ts'],
          fileParallelism: false,
          testTimeout: 60_000,
          // A page waits on the network and a busy CI machine; expect.poll's own 1 s made a page
          // that drew its grid a little late fail (as Playwright's own assertions wait 5 s).
          expect: { poll: { timeout: 5_000 } },
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
