import { describe, expect, it } from 'vitest';
import {
  applyThemeChoice,
  parseThemeChoice,
  readThemeChoice,
  THEME_STORAGE_KEY,
  writeThemeChoice,
} from './theme';
import { memoryStorage } from '../testing/memoryStorage';

const refusing = {
  getItem: () => {
    throw new Error('SecurityError');
  },
  setItem: () => {
    throw new Error('QuotaExceededError');
  },
  removeItem: () => {
    throw new Error('SecurityError');
  },
};

describe('parseThemeChoice', () => {
  it('knows system, light and dark; anything else follows the system', () => {
    expect(parseThemeChoice('light')).toBe('light');
    expect(parseThemeChoice('dark')).toBe('dark');
    expect(parseThemeChoice('system')).toBe('system');
    expect(parseThemeChoice(null)).toBe('system');
    expect(parseThemeChoice('sepia')).toBe('system');
  });
});

describe('readThemeChoice / writeThemeChoice', () => {
  it('remembers an override under hub_theme and forgets it for the system', () => {
    const storage = memoryStorage();
    expect(readThemeChoice(storage)).toBe('system');
    writeThemeChoice('dark', storage);
    expect(storage.items.get(THEME_STORAGE_KEY)).toBe('dark');
    expect(readThemeChoice(storage)).toBe('dark');
    writeThemeChoice('system', storage);
    expect(storage.items.has(THEME_STORAGE_KEY)).toBe(false);
  });

  it('follows the system when storage is blocked, and does not throw', () => {
    expect(readThemeChoice(refusing)).toBe('system');
    expect(() => writeThemeChoice('light', refusing)).not.toThrow();
  });
});

describe('applyThemeChoice', () => {
  it('sets data-theme for an override and removes it for the system', () => {
    const attributes = new Map<string, string>();
    const root = {
      setAttribute: (name: string, value: string) => void attributes.set(name, value),
      removeAttribute: (name: string) => void attributes.delete(name),
    };
    applyThemeChoice('dark', root);
    expect(attributes.get('data-theme')).toBe('dark');
    applyThemeChoice('light', root);
    expect(attributes.get('data-theme')).toBe('light');
    applyThemeChoice('system', root);
    expect(attributes.has('data-theme')).toBe(false);
  });
});
