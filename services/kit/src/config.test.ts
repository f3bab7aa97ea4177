import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ConfigError, databaseUrlOf, env, loadConfig } from './config';

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

describe('secrets', () => {
  const Secrets = z.object({
    NODE_ENV: z.string().default('development'),
    SECRET: env.secret(),
    DATABASE_PASSWORD: env.password().optional(),
  });
  const random = 'Vq3n8Zr1xK0pLw7YbT4uHs2eJm9cGd6F';

  function problemsOf(source: NodeJS.ProcessEnv): string[] {
    try {
      loadConfig(Secrets, source);
      return [];
    } catch (error) {
      return (error as ConfigError).problems;
    }
  }

  it('refuses published placeholders in production only', () => {
    for (const placeholder of [
      'local-internal-secret-change-me-0123456789',
      'test-session-secret-of-at-least-32-chars',
      'x'.repeat(40),
    ]) {
      expect(problemsOf({ NODE_ENV: 'production', SECRET: placeholder })).toEqual([
        expect.stringMatching(/^SECRET: is a known placeholder/),
      ]);
      expect(problemsOf({ NODE_ENV: 'development', SECRET: placeholder })).toEqual([]);
    }
    expect(
      problemsOf({ NODE_ENV: 'production', SECRET: random, DATABASE_PASSWORD: 'changeme' }),
    ).toEqual([expect.stringMatching(/^DATABASE_PASSWORD: is a known placeholder/)]);
    expect(problemsOf({ NODE_ENV: 'production', SECRET: random })).toEqual([]);
  });

  it('refuses a missing secret in production with its name', () => {
    expect(problemsOf({ NODE_ENV: 'production' })).toEqual([expect.stringMatching(/^SECRET:/)]);
  });

  it('reads X_FILE, without its trailing newline, and names an unreadable file', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'config-'));
    try {
      writeFileSync(path.join(dir, 'secret'), `${random}\n`);
      const config = loadConfig(Secrets, { SECRET_FILE: path.join(dir, 'secret') });
      expect(config.SECRET).toBe(random);
      expect(problemsOf({ SECRET_FILE: path.join(dir, 'missing') })).toEqual([
        expect.stringMatching(/^SECRET_FILE: cannot read .*missing \(ENOENT\)/),
        expect.stringMatching(/^SECRET:/),
      ]);
      expect(problemsOf({ SECRET: random, SECRET_FILE: path.join(dir, 'secret') })).toEqual([
        expect.stringMatching(/^SECRET: set either SECRET or SECRET_FILE/),
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('production rules', () => {
  const Settings = z.object({
    NODE_ENV: z.string().default('development'),
    PUBLIC_URL: env.requiredInProduction(env.url().optional()),
    DEV_TOOL: env.developmentFlag(),
  });

  function problemsOf(source: NodeJS.ProcessEnv): string[] {
    try {
      loadConfig(Settings, source);
      return [];
    } catch (error) {
      return (error as ConfigError).problems;
    }
  }

  it('lets development leave out what production must be told', () => {
    expect(loadConfig(Settings, {})).toEqual({ NODE_ENV: 'development', DEV_TOOL: false });
    expect(problemsOf({ NODE_ENV: 'production' })).toEqual([
      'PUBLIC_URL: must be set with NODE_ENV=production',
    ]);
    expect(problemsOf({ NODE_ENV: 'production', PUBLIC_URL: 'https://example.org' })).toEqual([]);
  });

  it('refuses a development aid turned on in production, and only there', () => {
    const site = { PUBLIC_URL: 'https://example.org' };
    expect(loadConfig(Settings, { ...site, DEV_TOOL: 'true' }).DEV_TOOL).toBe(true);
    expect(problemsOf({ ...site, NODE_ENV: 'production', DEV_TOOL: '1' })).toEqual([
      'DEV_TOOL: is for development; NODE_ENV=production refuses it',
    ]);
    expect(problemsOf({ ...site, NODE_ENV: 'production', DEV_TOOL: 'false' })).toEqual([]);
  });
});

describe('databaseUrlOf', () => {
  it('puts the password into the URL, encoded', () => {
    expect(
      databaseUrlOf({ DATABASE_URL: 'postgres://jotto@db:5432/hub', DATABASE_PASSWORD: 'a/b%c@d' }),
    ).toBe('postgres://jotto:a%2Fb%25c%40d@db:5432/hub');
    expect(databaseUrlOf({ DATABASE_URL: 'postgres://jotto@db/hub' })).toBe(
      'postgres://jotto@db/hub',
    );
  });
});
