import { describe, expect, it } from 'vitest';
import { boardWithStarters, cluesOf, emptyNotes, type BloomPlacement } from '@hub/proto';
import type { PuzzleRecord } from '../db/puzzles.repository';
import type { StateRecord } from '../db/states.repository';
import { STRIPES } from './boards.fixture';
import { archiveGardenView, savedStateView } from './garden-view';

const starters: BloomPlacement[] = [
  { r: 0, c: 0, type: 'PINK' },
  { r: 4, c: 4, type: 'PURPLE' },
];
const puzzle: PuzzleRecord = {
  id: 7,
  dayKey: '2026-03-01',
  puzzleNumber: 425,
  difficulty: 'Fiendish',
  starters,
  solution: STRIPES,
  clues: cluesOf(STRIPES),
};

const board = boardWithStarters(starters);
board[1]![1] = 'YELLOW';
const state = (archive: boolean): StateRecord => ({
  board,
  notes: emptyNotes(),
  timeElapsed: 95,
  hintsUsed: 2,
  startedAt: new Date('2026-03-01T15:00:00Z'),
  archive,
});
const result = { score: 700, timeTaken: 300, hintsUsed: 2, rank: null, unranked: 'archive' };

describe('archiveGardenView (docs/rules.md#the-archive)', () => {
  it('shows a day never played as its bare puzzle, the solution kept back', () => {
    expect(archiveGardenView(puzzle, null, null)).toEqual({
      puzzleNumber: 425,
      dayKey: '2026-03-01',
      id: 7,
      difficulty: 'Fiendish',
      starters,
      clues: cluesOf(STRIPES),
      savedState: null,
      completed: false,
      result: null,
      playedAs: null,
      solution: null,
    });
  });

  it('gives back a garden left on its day with its flowers and hints, its clock from 0', () => {
    const view = archiveGardenView(puzzle, state(false), null);
    expect(view.savedState).toEqual({ board, notes: emptyNotes(), timeElapsed: 0, hintsUsed: 2 });
    expect(view.solution).toBeNull();
  });

  it('keeps the clock of a garden already moved in the archive', () => {
    expect(archiveGardenView(puzzle, state(true), null).savedState?.timeElapsed).toBe(95);
  });

  it('reveals the solution once finished, and says how it was played', () => {
    const inArchive = archiveGardenView(puzzle, state(true), { result, archive: true });
    expect(inArchive).toMatchObject({ completed: true, playedAs: 'archive', solution: STRIPES });
    expect(inArchive.result).toEqual(result);
    const onTheDay = archiveGardenView(puzzle, state(false), { result, archive: false });
    expect(onTheDay).toMatchObject({ playedAs: 'daily', solution: STRIPES });
    // A garden finished on its day shows the day's time, not a clock started again.
    expect(onTheDay.savedState?.timeElapsed).toBe(95);
  });
});

describe('savedStateView', () => {
  it('fills a state saved before its first board with the starters and no notes', () => {
    const hintOnly = { ...state(false), board: null, notes: null };
    expect(savedStateView(puzzle, hintOnly)).toEqual({
      board: boardWithStarters(starters),
      notes: emptyNotes(),
      timeElapsed: 95,
      hintsUsed: 2,
    });
    expect(savedStateView(puzzle, null)).toBeNull();
  });
});
