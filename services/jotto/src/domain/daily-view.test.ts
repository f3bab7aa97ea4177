import { describe, expect, it } from 'vitest';
import type { DailyGameRecord } from '../db/daily.repository';
import { toArchiveGame, toDailyView } from './daily-view';

const puzzle = { day: '2026-01-10', number: 375, word: 'crane' };
const reset = new Date('2026-01-11T06:00:00Z');
const game = (change: Partial<DailyGameRecord> = {}): DailyGameRecord => ({
  day: puzzle.day,
  playerId: 'p1',
  userId: null,
  attempts: 1,
  startedAt: new Date('2026-01-10T12:00:00Z'),
  solvedAt: null,
  score: null,
  timeTaken: null,
  ranked: true,
  archive: false,
  ...change,
});
const guesses = [{ attemptNumber: 1, guess: 'stick', matchingLetters: 1 }];

describe('toDailyView', () => {
  it('keeps the word out of the view until the player solves it', () => {
    for (const view of [
      toDailyView(puzzle, null, [], reset),
      toDailyView(puzzle, game(), guesses, reset),
    ]) {
      expect(view.word).toBeNull();
      expect(view.completed).toBe(false);
      expect(JSON.stringify(view).toLowerCase()).not.toContain('crane');
    }
  });

  it('reveals the word, score and time once solved', () => {
    const solved = game({ solvedAt: new Date(), score: 940, timeTaken: 42, attempts: 2 });
    const view = toDailyView(puzzle, solved, guesses, reset);
    expect(view).toMatchObject({ id: 375, date: '2026-01-10', word: 'CRANE', completed: true });
    expect(view).toMatchObject({ score: 940, timeTaken: 42, resetTime: reset.toISOString() });
    expect(view.guesses).toEqual([{ guess: 'STICK', matchingLetters: 1, attemptNumber: 1 }]);
  });
});

describe('toArchiveGame', () => {
  it('keeps the word out until solved, and tells a solve on the day from one in the archive', () => {
    const open = toArchiveGame(puzzle, game({ archive: true }), guesses);
    expect(open).toMatchObject({ word: null, completed: false, playedAs: null });
    expect(JSON.stringify(open).toLowerCase()).not.toContain('crane');

    const solved = { solvedAt: new Date(), score: 940, timeTaken: 42 };
    expect(toArchiveGame(puzzle, game(solved), guesses)).toMatchObject({
      word: 'CRANE',
      playedAs: 'daily',
    });
    expect(toArchiveGame(puzzle, game({ ...solved, archive: true }), guesses)).toMatchObject({
      word: 'CRANE',
      playedAs: 'archive',
    });
    expect(toArchiveGame(puzzle, null, [])).not.toHaveProperty('resetTime');
  });
});
