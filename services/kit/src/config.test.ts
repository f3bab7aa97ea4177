import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ConfigError, env, loadConfig } from './config';

const Schema = z.object({
  PORT: env.port(8080),
  DATABASE_URL: env.url(),
  SECRET: env.secret(),
  ADMIN_EMAILS: env.list(),
  SUPPORT_EMAIL: z.email().optional(),
});

describe('loadConfig', () => {
  it('applies defaults, coerces and freezes', () => {
    const config = loadConfig(Schema, {
      DATABASE_URL: 'postgres://localhost/db',
      SECRET: 'x'.repeat(32),
      ADMIN_EMAILS: 'a@example.com, b@example.com',
      SUPPORT_EMAIL: '',
    });
    expect(config).toEqual({
      PORT: 8080,
      DATABASE_URL: 'postgres://localhost/db',
      SECRET: 'x'.repeat(32),
      ADMIN_EMAILS: ['a@example.com', 'b@example.com'],
    });
    expect(Object.isFrozen(config)).toBe(true);
  });

  it('names every bad variable at once', () => {
    let error: unknown;
    try {
      loadConfig(Schema, { PORT: 'abc', SECRET: 'short' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    expect(problems).toMatch(/^PORT:/m);
    expect(problems).toMatch(/^DATABASE_URL:/m);
    expect(problems).toMatch(/^SECRET: must be at least 32 characters/m);
  });
});
