import { describe, expect, it } from 'vitest';
import { boardWithStarters, cluesOf, type BloomBoard, type BloomPlacement } from '@hub/proto';
import { applyHint, clearCell, clickCell, placeFlower, startingBoard } from './game';

const starters: BloomPlacement[] = [{ r: 0, c: 0, type: 'PINK' }];
const SOLUTION: BloomBoard = [
  ['PINK', 'PINK', 'PINK', 'PINK', 'PINK'],
  ['YELLOW', 'YELLOW', 'YELLOW', 'YELLOW', 'YELLOW'],
  ['RED', 'RED', 'RED', 'RED', 'RED'],
  ['ORANGE', 'ORANGE', 'ORANGE', 'ORANGE', 'ORANGE'],
  ['PURPLE', 'PURPLE', 'PURPLE', 'PURPLE', 'PURPLE'],
];
/** Every row one kind, every column all five. */
const clues = cluesOf(SOLUTION);
const fresh = () => ({ starters, clues, board: boardWithStarters(starters) });

describe('moves', () => {
  it('never changes a starter', () => {
    expect(clickCell(fresh(), { r: 0, c: 0 }, 'RED', false)).toEqual({ kind: 'starter' });
    expect(placeFlower(fresh(), { r: 0, c: 0 }, 'RED', false)).toEqual({ kind: 'starter' });
    expect(clearCell(fresh(), { r: 0, c: 0 })).toEqual({ kind: 'starter' });
  });

  it('places on an empty cell and clears a filled one on click', () => {
    const placed = clickCell(fresh(), { r: 1, c: 1 }, 'YELLOW', false);
    expect(placed).toMatchObject({ kind: 'placed', won: false });
    const board = (placed as { board: BloomBoard }).board;
    expect(board[1]![1]).toBe('YELLOW');
    const cleared = clickCell({ starters, clues, board }, { r: 1, c: 1 }, 'RED', false);
    expect(cleared).toMatchObject({ kind: 'cleared' });
    expect((cleared as { board: BloomBoard }).board[1]![1]).toBeNull();
  });

  it('places a flower that breaks a rule and leaves the marking to the rules, unless No Mistakes', () => {
    const clash = placeFlower(fresh(), { r: 0, c: 1 }, 'RED', false);
    expect(clash).toMatchObject({ kind: 'placed', won: false });
    // Refused, saying which neighbour it may not touch: the starter Lily at the corner.
    expect(placeFlower(fresh(), { r: 0, c: 1 }, 'RED', true)).toEqual({
      kind: 'refused',
      conflict: { kind: 'clash', neighbours: [{ r: 0, c: 0 }] },
    });
    expect(placeFlower(fresh(), { r: 0, c: 1 }, 'PINK', true)).toMatchObject({ kind: 'placed' });
  });

  it('refuses in No Mistakes mode a flower that breaks a row or column clue', () => {
    // A Daisy may touch the Lily, but row 1 holds one kind of flower.
    expect(placeFlower(fresh(), { r: 0, c: 1 }, 'YELLOW', false)).toMatchObject({ kind: 'placed' });
    expect(placeFlower(fresh(), { r: 0, c: 1 }, 'YELLOW', true)).toEqual({
      kind: 'refused',
      conflict: { kind: 'clue', lines: [{ kind: 'row', index: 0 }] },
    });
  });

  it('sees the win on the last flower', () => {
    const almost = SOLUTION.map((row) => [...row]);
    almost[4]![4] = null;
    const garden = { starters, clues, board: almost };
    expect(placeFlower(garden, { r: 4, c: 4 }, 'PURPLE', true)).toMatchObject({
      kind: 'placed',
      won: true,
    });
    // A Tulip may touch the Tulip above and the Pansy beside it, but breaks row 5's clue.
    expect(placeFlower(garden, { r: 4, c: 4 }, 'ORANGE', false)).toMatchObject({
      kind: 'placed',
      won: false,
    });
    // The same garden under other clues is no win.
    expect(
      placeFlower(
        { ...garden, clues: { ...clues, rows: [1, 1, 1, 1, 2] } },
        { r: 4, c: 4 },
        'PURPLE',
        false,
      ),
    ).toMatchObject({ kind: 'placed', won: false });
  });

  it('applies a hint over a wrong flower', () => {
    const board = boardWithStarters(starters);
    board[2]![2] = 'PINK';
    expect(applyHint({ starters, clues, board }, { r: 2, c: 2, type: 'RED' })[2]![2]).toBe('RED');
  });
});

describe('startingBoard', () => {
  it('restores a saved board that holds the starters, else starts fresh', () => {
    const saved = boardWithStarters(starters);
    saved[3]![3] = 'ORANGE';
    expect(startingBoard(starters, saved)).toBe(saved);
    expect(startingBoard(starters, null)).toEqual(boardWithStarters(starters));
    const otherPuzzle = boardWithStarters([{ r: 0, c: 0, type: 'RED' }]);
    expect(startingBoard(starters, otherPuzzle)).toEqual(boardWithStarters(starters));
  });
});
