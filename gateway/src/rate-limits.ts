import type { RequestHandler } from 'express';
import { rateLimit, type Store } from 'express-rate-limit';
import { RedisStore } from 'rate-limit-redis';
import type { Redis } from 'ioredis';
import type { GatewaySettings } from './config';

/** Counters shared by every gateway replica; the single-process start keeps them in memory. */
export function redisRateLimitStore(redis: Redis, prefix = 'rl:'): Store {
  return new RedisStore({
    prefix,
    sendCommand: (command: string, ...args: string[]) =>
      redis.call(command, ...args) as Promise<number>,
  });
}

/** Slows password guessing and mass sign-ups: per client address, per window. */
export function authRateLimit(settings: GatewaySettings, store?: Store): RequestHandler {
  return rateLimit({
    windowMs: settings.AUTH_RATE_LIMIT_WINDOW_MINUTES * 60_000,
    limit: settings.AUTH_RATE_LIMIT_MAX,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    ...(store ? { store } : {}),
    handler: (_req, res) => {
      res.status(429).json({
        message: 'Too many sign-in attempts. Please wait a few minutes and try again.',
      });
    },
  });
}
