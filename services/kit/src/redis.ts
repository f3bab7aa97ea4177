import { Redis } from 'ioredis';
import type { Logger } from './logger';

/** How long a readiness probe waits for Redis before calling it down. */
const PING_TIMEOUT_MS = 1_000;

/**
 * A Redis client for request paths. While Redis is unreachable, commands fail at once rather than
 * queue: a queued session lookup held each request for seconds and ended in a 500, where a player
 * should get a prompt 503 (see `sessionMiddleware`). The client keeps reconnecting in the
 * background, so everything recovers by itself when Redis is back.
 */
export function createRedis(url: string, logger: Logger): Redis {
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: 2_000,
    retryStrategy: (attempt) => Math.min(attempt * 100, 1_000),
  });
  let down = false;
  // One line per outage, not one per reconnect attempt.
  redis.on('error', (error: Error) => {
    if (down) return;
    down = true;
    logger.warn({ err: error }, 'Lost Redis; sessions are unavailable until it is back');
  });
  redis.on('ready', () => {
    if (down) logger.info('Redis is back');
    down = false;
  });
  return redis;
}

/** True while the client is connected and Redis answers a ping within a second. */
export async function redisIsReady(redis: Redis): Promise<boolean> {
  if (redis.status !== 'ready') return false;
  const timeout = new Promise<false>((resolve) =>
    setTimeout(resolve, PING_TIMEOUT_MS, false).unref(),
  );
  return Promise.race([
    redis.ping().then(
      (answer) => answer === 'PONG',
      () => false,
    ),
    timeout,
  ]);
}
