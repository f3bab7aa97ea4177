import { describe, expect, it } from 'vitest';
import { boardWithStarters, emptyNotes } from '@hub/proto';
import { toggleCandidate, toggleCrossed } from '../notes';
import { loadGuestSave } from './guestSave';
import { GUEST_SAVE_KEY, storeGuestSave } from '../storage';
import { memoryStorage } from '../../../testing/memoryStorage';

const starterCells = [{ r: 1, c: 1, type: 'RED' as const }];
const save = {
  puzzleId: 7,
  board: boardWithStarters(starterCells),
  timeElapsed: 12,
  hintsUsed: 1,
  starterCells,
  hasWon: false,
  notes: toggleCrossed(toggleCandidate(emptyNotes(), { r: 0, c: 1 }, 'PINK'), { r: 4, c: 4 }),
};

describe('guest save', () => {
  it('round-trips the saved fields and the notes for the same puzzle', () => {
    const storage = memoryStorage();
    storeGuestSave(storage, save);
    expect(Object.keys(JSON.parse(storage.items.get(GUEST_SAVE_KEY)!)).sort()).toEqual([
      'board',
      'hasWon',
      'hintsUsed',
      'notes',
      'puzzleId',
      'starterCells',
      'timeElapsed',
    ]);
    expect(loadGuestSave(storage, 7)).toEqual(save);
  });

  it('reads a save from before notes as one with none', () => {
    const storage = memoryStorage();
    const { notes: _notes, ...older } = save;
    storage.setItem(GUEST_SAVE_KEY, JSON.stringify(older));
    expect(loadGuestSave(storage, 7)).toEqual({ ...older, notes: emptyNotes() });
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
