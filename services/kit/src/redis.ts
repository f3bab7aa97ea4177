import { Redis } from 'ioredis';
import type { Logger } from './logger';

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
    // Every request reads its session: the reads of requests in flight together go as one
    // pipeline, one write and one read on the socket, instead of one round trip each.
    enableAutoPipelining: true,
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
