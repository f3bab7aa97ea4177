import { describe, expect, it } from 'vitest';
import { claimSplash, SESSION_STARTED_KEY } from './splash';
import { memoryStorage } from '../testing/memoryStorage';

const HOME = { path: '/', reload: false };

describe('claimSplash', () => {
  it('shows the splash when a session opens on /, and only then', () => {
    const storage = memoryStorage();
    expect(claimSplash(HOME, storage)).toBe(true);
    expect(claimSplash(HOME, storage)).toBe(false);
  });

  it('never shows it on a deep link, which still starts the session', () => {
    const storage = memoryStorage();
    expect(claimSplash({ path: '/game/bloom', reload: false }, storage)).toBe(false);
    expect(storage.getItem(SESSION_STARTED_KEY)).not.toBeNull();
    expect(claimSplash(HOME, storage)).toBe(false);
  });

  it('never shows it on a reload', () => {
    expect(claimSplash({ path: '/', reload: true }, memoryStorage())).toBe(false);
  });

  it('skips it when session storage cannot be used', () => {
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(claimSplash(HOME, broken)).toBe(false);
  });
});
