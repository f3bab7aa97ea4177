import { describe, expect, it } from 'vitest';
import { boardWithStarters, cluesOf, type BloomBoard, type BloomPlacement } from '@hub/proto';
import { LINES_ENOUGH, STRIPES } from './boards.fixture';
import { chooseHint } from './hint';

const starters: BloomPlacement[] = LINES_ENOUGH.starters.flatMap((row, r) =>
  row.flatMap((type, c) => (type ? [{ r, c, type }] : [])),
);
const puzzle = { starters, solution: LINES_ENOUGH.solution, clues: cluesOf(LINES_ENOUGH.solution) };
const copy = (board: BloomBoard) => board.map((row) => [...row]);

describe('chooseHint', () => {
  it('points out a wrong flower before anything else', () => {
    const board = boardWithStarters(starters);
    board[4]![2] = 'PINK'; // the solution has a Pansy there
    board[3]![0] = 'ORANGE'; // right
    expect(chooseHint(board, puzzle)).toEqual({ r: 4, c: 2, type: 'PURPLE', corrects: true });
  });

  it('puts back a starter the board lost', () => {
    const board = boardWithStarters(starters);
    board[0]![4] = null;
    expect(chooseHint(board, puzzle)).toEqual({ r: 0, c: 4, type: 'PINK', corrects: true });
  });

  it('fills a whole garden one agreeing hint at a time, from the starters alone', () => {
    let board = boardWithStarters(starters);
    const open = 25 - starters.length;
    for (let i = 0; i < open; i++) {
      const hint = chooseHint(board, puzzle)!;
      expect(hint.corrects).toBe(false);
      expect(board[hint.r]![hint.c]).toBeNull();
      expect(hint.type).toBe(LINES_ENOUGH.solution[hint.r]![hint.c]);
      board = copy(board);
      board[hint.r]![hint.c] = hint.type;
    }
    expect(board).toEqual(LINES_ENOUGH.solution);
    expect(chooseHint(board, puzzle)).toBeNull();
  });

  it('still answers for a garden its clues alone do not pin down (a day made under the old rule)', () => {
    // Without the Lily starter the stripes could be turned or mirrored: no cell can be deduced,
    // and the hint falls back to the first empty cell, from the stored solution.
    const old = { starters: [], solution: STRIPES, clues: cluesOf(STRIPES) };
    expect(chooseHint(boardWithStarters([]), old)).toEqual({
      r: 0,
      c: 0,
      type: 'PINK',
      corrects: false,
    });
  });
});
