import { describe, expect, it } from 'vitest';
import {
  boardWithStarters,
  cluesOf,
  emptyNotes,
  type BloomBoard,
  type BloomDailyInfo,
} from '@hub/proto';
import { toggleCandidate, toggleCrossed } from './notes';
import { initialGame } from './restore';

const starters = [{ r: 0, c: 0, type: 'PINK' as const }];
const SOLUTION: BloomBoard = (['PINK', 'YELLOW', 'RED', 'ORANGE', 'PURPLE'] as const).map((type) =>
  Array(5).fill(type),
);
const daily = (extra: Partial<BloomDailyInfo> = {}): BloomDailyInfo => ({
  resetTime: '2025-11-23T06:00:00.000Z',
  puzzleNumber: 326,
  dayKey: '2025-11-22',
  id: 9,
  difficulty: 'Expert',
  starters,
  clues: cluesOf(SOLUTION),
  savedState: null,
  completed: false,
  result: null,
  ...extra,
});
const half = boardWithStarters(starters);
half[1]![1] = 'YELLOW';
/** A cross on an empty cell, and a candidate under the flower at (1, 1): stale, so dropped. */
const crossed = toggleCrossed(emptyNotes(), { r: 2, c: 2 });
const pencilled = toggleCandidate(crossed, { r: 1, c: 1 }, 'RED');

describe('initialGame', () => {
  it('starts from the starters on a first visit', () => {
    expect(initialGame(daily(), null)).toEqual({
      board: boardWithStarters(starters),
      notes: emptyNotes(),
      seconds: 0,
      hintsUsed: 0,
      won: false,
    });
  });

  it("restores the server's saved garden and its notes", () => {
    const savedState = { board: half, notes: pencilled, timeElapsed: 40, hintsUsed: 1 };
    expect(initialGame(daily({ savedState }), null)).toEqual({
      board: half,
      notes: crossed,
      seconds: 40,
      hintsUsed: 1,
      won: false,
    });
  });

  it("prefers a guest's local garden, never counting fewer hints than the server gave", () => {
    const guest = {
      puzzleId: 9,
      board: half,
      timeElapsed: 55,
      hintsUsed: 0,
      starterCells: starters,
      hasWon: false,
      notes: crossed,
    };
    const savedState = {
      board: boardWithStarters(starters),
      notes: emptyNotes(),
      timeElapsed: 20,
      hintsUsed: 2,
    };
    expect(initialGame(daily({ savedState }), guest)).toEqual({
      board: half,
      notes: crossed,
      seconds: 55,
      hintsUsed: 2,
      won: false,
    });
  });

  it('shows a scored garden as finished, with the result the server measured', () => {
    const result = { score: 880, timeTaken: 66, hintsUsed: 1, rank: 3, unranked: null };
    const savedState = { board: SOLUTION, notes: emptyNotes(), timeElapsed: 60, hintsUsed: 1 };
    expect(initialGame(daily({ completed: true, result, savedState }), null)).toEqual({
      board: SOLUTION,
      notes: emptyNotes(),
      seconds: 66,
      hintsUsed: 1,
      won: true,
    });
  });

  it('drops the notes of a save from another puzzle with its board', () => {
    const otherBoard = boardWithStarters([{ r: 0, c: 0, type: 'RED' }]);
    const savedState = { board: otherBoard, notes: crossed, timeElapsed: 5, hintsUsed: 0 };
    expect(initialGame(daily({ savedState }), null).notes).toEqual(emptyNotes());
  });

  it('sees a finished garden whose score was never sent', () => {
    const savedState = { board: SOLUTION, notes: emptyNotes(), timeElapsed: 60, hintsUsed: 0 };
    expect(initialGame(daily({ savedState }), null).won).toBe(true);
  });

  it('picks up a finish still on its way to the server, over the saves it came after', () => {
    const savedState = { board: half, notes: emptyNotes(), timeElapsed: 20, hintsUsed: 1 };
    const unsent = { board: SOLUTION, timeTaken: 95, hintsUsed: 0, finishId: crypto.randomUUID() };
    expect(initialGame(daily({ savedState }), null, unsent)).toEqual({
      board: SOLUTION,
      notes: emptyNotes(),
      seconds: 95,
      // Never fewer hints than the server gave.
      hintsUsed: 1,
      won: true,
    });
  });
});
