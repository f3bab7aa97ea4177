import { describe, expect, it } from 'vitest';
import { boardWithStarters } from '@hub/proto';
import { GUEST_SAVE_KEY, loadGuestSave, storeGuestSave } from './guestSave';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    items,
  };
}

const starterCells = [{ r: 1, c: 1, type: 'RED' as const }];
const save = {
  puzzleId: 7,
  board: boardWithStarters(starterCells),
  timeElapsed: 12,
  hintsUsed: 1,
  starterCells,
  hasWon: false,
};

describe('guest save', () => {
  it('round-trips the SPEC fields for the same puzzle', () => {
    const storage = memoryStorage();
    storeGuestSave(storage, save);
    expect(Object.keys(JSON.parse(storage.items.get(GUEST_SAVE_KEY)!)).sort()).toEqual([
      'board',
      'hasWon',
      'hintsUsed',
      'puzzleId',
      'starterCells',
      'timeElapsed',
    ]);
    expect(loadGuestSave(storage, 7)).toEqual(save);
  });

  it("drops yesterday's garden and anything unreadable", () => {
    const storage = memoryStorage();
    storeGuestSave(storage, save);
    expect(loadGuestSave(storage, 8)).toBeNull();
    expect(storage.items.has(GUEST_SAVE_KEY)).toBe(false);
    storage.setItem(GUEST_SAVE_KEY, '{not json');
    expect(loadGuestSave(storage, 7)).toBeNull();
    expect(storage.items.has(GUEST_SAVE_KEY)).toBe(false);
    expect(loadGuestSave(storage, 7)).toBeNull();
  });
});
