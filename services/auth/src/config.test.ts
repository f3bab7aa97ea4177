import { describe, expect, it } from 'vitest';
import { ConfigError } from '@hub/kit';
import { loadAuthConfig, mailFrom } from './config';

const SECRET = { SESSION_SECRET: 'Vq3n8Zr1xK0pLw7YbT4uHs2eJm9cGd6F' };
const SITE_URL = 'http://localhost:18080';

function problemsOf(source: NodeJS.ProcessEnv): string[] {
  try {
    loadAuthConfig({ ...SECRET, ...source }, SITE_URL);
    return [];
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    return error.problems;
  }
}

describe('the public URL', () => {
  it('is where the site listens when PUBLIC_URL is unset, and PUBLIC_URL when set', () => {
    const local = loadAuthConfig(SECRET, SITE_URL);
    expect(local.PUBLIC_URL).toBe(SITE_URL);
    expect(mailFrom(local)).toBe('Daily Puzzle Games <no-reply@localhost>');
    const published = loadAuthConfig(
      { ...SECRET, PUBLIC_URL: 'https://puzzles.example.com' },
      SITE_URL,
    );
    expect(published.PUBLIC_URL).toBe('https://puzzles.example.com');
    expect(mailFrom(published)).toBe('Daily Puzzle Games <no-reply@puzzles.example.com>');
  });

  it('must be given in production, which guesses no public name', () => {
    expect(problemsOf({ NODE_ENV: 'production' })).toEqual([
      'PUBLIC_URL: must be set with NODE_ENV=production',
    ]);
    expect(
      problemsOf({ NODE_ENV: 'production', PUBLIC_URL: 'https://puzzles.example.com' }),
    ).toEqual([]);
  });
});

describe('DEV_MAILBOX', () => {
  it('is off unless turned on', () => {
    expect(loadAuthConfig(SECRET, SITE_URL).DEV_MAILBOX).toBe(false);
    expect(loadAuthConfig({ ...SECRET, DEV_MAILBOX: 'true' }, SITE_URL).DEV_MAILBOX).toBe(true);
    expect(problemsOf({ DEV_MAILBOX: 'yes' })).toEqual([expect.stringMatching(/^DEV_MAILBOX:/)]);
  });

  it('is refused in production', () => {
    const site = { NODE_ENV: 'production', PUBLIC_URL: 'https://puzzles.example.com' };
    expect(problemsOf({ ...site, DEV_MAILBOX: 'true' })).toEqual([
      'DEV_MAILBOX: is for development; NODE_ENV=production refuses it',
    ]);
    expect(problemsOf({ ...site, DEV_MAILBOX: 'false' })).toEqual([]);
  });
});
