import { startProcessStack } from './process-stack';
import { startTestStack, type TestStack, type TestStackOptions } from './stack';

/**
 * The two ways the whole stack runs in tests: every service hosted in the test process (fast;
 * tests may reach into a service), and every service its own process as `start:services` and the
 * containers run them (the shape that ships). Tests of what crosses process boundaries — events,
 * sessions, a guest's progress moving to an account — run in both: `describe.each(TOPOLOGIES)`.
 */
export const TOPOLOGIES: ReadonlyArray<
  [name: string, start: (options?: TestStackOptions) => Promise<TestStack>]
> = [
  ['in one process', startTestStack],
  ['each service its own process', startProcessStack],
];
