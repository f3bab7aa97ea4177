import type { RequestHandler } from 'express';
import { rateLimit, type Store } from 'express-rate-limit';
import { RedisStore } from 'rate-limit-redis';
import type { Redis } from 'ioredis';
import type { GatewaySettings } from './config';

/**
 * rate-limit-redis loads its scripts once, when the limiter is made: with Redis not yet connected
 * then (the gateway starting) or lost later, the failed load was kept and every later count
 * failed. Each count here loads again what had failed to load.
 */
class ReloadingRedisStore extends RedisStore {
  override async increment(key: string) {
    this.incrementScriptSha = this.incrementScriptSha.catch(() => this.loadIncrementScript());
    return super.increment(key);
  }

  override async get(key: string) {
    this.getScriptSha = this.getScriptSha.catch(() => this.loadGetScript());
    return super.get(key);
  }
}

/** Counters shared by every gateway replica; the single-process start keeps them in memory. */
export function redisRateLimitStore(redis: Redis, prefix = 'rl:'): Store {
  return new ReloadingRedisStore({
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
    // Without its store (Redis down) the limiter lets requests through: the auth service, which
    // needs the same Redis for sessions, then refuses every sign-in itself (503), so nothing can
    // be guessed unlimited meanwhile, and players get the outage's message rather than a 500.
    passOnStoreError: true,
    handler: (_req, res) => {
      res.status(429).json({
        message: 'Too many sign-in attempts. Please wait a few minutes and try again.',
      });
    },
  });
}
