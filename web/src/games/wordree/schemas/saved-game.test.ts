import { describe, expect, it } from 'vitest';
import { readSavedGame } from './saved-game';
import { savedGameKey, writeSavedGame, type SavedGame } from '../logic/saved-game';

class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

const NOW = Date.parse('2026-03-01T12:00:00Z');
const saved = (overrides: Partial<SavedGame> = {}): SavedGame => ({
  puzzleId: 7,
  gameId: '5f0e3c5e-6d41-4d0f-9b35-2f1f8d7e9a10',
  wordChain: [
    {
      word: 'cat',
      path: [
        [0, 0],
        [0, 1],
        [0, 2],
      ],
      points: 10,
    },
  ],
  score: 10,
  lastWordCells: [
    [0, 0],
    [0, 1],
    [0, 2],
  ],
  celebrated: [],
  targetReached: false,
  hasSubmitted: false,
  isDailyModeLocked: false,
  submittedRank: null,
  nextReset: '2026-03-02T06:00:00.000Z',
  savedAt: new Date(NOW).toISOString(),
  ...overrides,
});

describe('saved games', () => {
  it('restores a game for the same mode and puzzle only', () => {
    const storage = new MemoryStorage();
    writeSavedGame(storage, 'daily', saved());
    expect(readSavedGame(storage, 'daily', 7, NOW)).toEqual(saved());
    expect(readSavedGame(storage, 'endless', 7, NOW)).toBeNull();
    expect(readSavedGame(storage, 'daily', 8, NOW)).toBeNull();
  });

  it('drops a daily game once its reset time has passed', () => {
    const storage = new MemoryStorage();
    writeSavedGame(storage, 'daily', saved());
    expect(readSavedGame(storage, 'daily', 7, Date.parse('2026-03-02T06:00:00Z'))).toBeNull();
    expect(storage.getItem(savedGameKey('daily', 7))).toBeNull();
  });

  it('drops an endless game older than 24 hours', () => {
    const storage = new MemoryStorage();
    writeSavedGame(storage, 'endless', saved({ nextReset: null }));
    expect(readSavedGame(storage, 'endless', 7, NOW + 23 * 3_600_000)).not.toBeNull();
    expect(readSavedGame(storage, 'endless', 7, NOW + 25 * 3_600_000)).toBeNull();
  });

  it('ignores damaged saves', () => {
    const storage = new MemoryStorage();
    storage.setItem(savedGameKey('endless', 7), '{"puzzleId": 7, "score": "lots"');
    expect(readSavedGame(storage, 'endless', 7, NOW)).toBeNull();
  });
});
