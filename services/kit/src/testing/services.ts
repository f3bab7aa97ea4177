import { randomBytes } from 'node:crypto';

export const testRedisUrl = () => process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
export const testNatsUrl = () => process.env.NATS_URL ?? 'nats://127.0.0.1:4222';

/** A name unique to this test run, to keep streams, consumers and keys of parallel files apart. */
export function uniqueNamespace(label: string): string {
  return `t${label}${randomBytes(4).toString('hex')}`;
}

/** A secret good enough for tests; production refuses to start without a real one. */
export const TEST_INTERNAL_SECRET = 'test-internal-secret-of-at-least-32-chars';
export const TEST_SESSION_SECRET = 'test-session-secret-of-at-least-32-chars';
