import type { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  type RateLimiterAbstract,
  type IRateLimiterOptions,
} from 'rate-limiter-flexible';

/**
 * Where the counters live: Redis, shared by every replica; without it (the single-process start,
 * which is one process by definition) in this process's memory.
 */
export interface ThrottleStore {
  redis: Redis;
  /** Prefix of every counter's key (tests give each stack its own). */
  keyPrefix?: string;
}

export type Limiter = RateLimiterAbstract;

export type LimiterOptions = Required<
  Pick<IRateLimiterOptions, 'keyPrefix' | 'points' | 'duration'>
> &
  Pick<IRateLimiterOptions, 'blockDuration'>;

/**
 * A counter in the store. If Redis fails mid-request, the same rule is applied from memory (the
 * library's insurance limiter), so an outage never lifts the limits; sessions then fail anyway.
 */
export function createLimiter(store: ThrottleStore | undefined, options: LimiterOptions): Limiter {
  const memory = new RateLimiterMemory(options);
  if (!store) return memory;
  return new RateLimiterRedis({
    ...options,
    keyPrefix: `${store.keyPrefix ?? ''}${options.keyPrefix}`,
    storeClient: store.redis,
    insuranceLimiter: memory,
  });
}
