import { describe, expect, it } from 'vitest';
import {
  BLOOM_SIZE,
  finishedGardenProblem,
  FLOWER_TYPES,
  FLOWERS_PER_TYPE,
  flowersClash,
  type BloomBoard,
  type FlowerType,
} from '@hub/proto';
import { boardOf } from './grid';
import { deduce } from './deduction';
import { generatePuzzle, randomGarden } from './generator';
import { seededRandom } from './random';

/**
 * An independent check of uniqueness: plain backtracking in reading order over the board itself,
 * sharing nothing with the solver but the rule table. Returns the solutions it found (at most 2).
 */
function bruteForceSolutions(puzzle: BloomBoard): BloomBoard[] {
  const board = puzzle.map((row) => [...row]);
  const given = puzzle.map((row) => row.map((cell) => cell !== null));
  const used = new Map<FlowerType, number>(FLOWER_TYPES.map((type) => [type, 0]));
  for (const row of board) for (const cell of row) if (cell) used.set(cell, used.get(cell)! + 1);
  const found: BloomBoard[] = [];
  const fits = (r: number, c: number, type: FlowerType) =>
    [
      [r - 1, c],
      [r + 1, c],
      [r, c - 1],
      [r, c + 1],
    ].every(([nr, nc]) => {
      const neighbour = board[nr!]?.[nc!];
      return !neighbour || !flowersClash(type, neighbour);
    });
  const visit = (index: number): void => {
    if (found.length >= 2) return;
    if (index === BLOOM_SIZE * BLOOM_SIZE) {
      found.push(board.map((row) => [...row]));
      return;
    }
    const r = Math.floor(index / BLOOM_SIZE);
    const c = index % BLOOM_SIZE;
    if (given[r]![c]) {
      if (fits(r, c, board[r]![c]!)) visit(index + 1);
      return;
    }
    for (const type of FLOWER_TYPES) {
      if (used.get(type)! >= FLOWERS_PER_TYPE || !fits(r, c, type)) continue;
      board[r]![c] = type;
      used.set(type, used.get(type)! + 1);
      visit(index + 1);
      used.set(type, used.get(type)! - 1);
      board[r]![c] = null;
    }
  };
  visit(0);
  return found;
}

describe('randomGarden', () => {
  it('makes valid gardens, different ones from different seeds, the same from the same seed', () => {
    const a = boardOf(randomGarden(seededRandom('a')));
    const b = boardOf(randomGarden(seededRandom('b')));
    expect(finishedGardenProblem(a)).toBeNull();
    expect(finishedGardenProblem(b)).toBeNull();
    expect(a).not.toEqual(b);
    expect(boardOf(randomGarden(seededRandom('a')))).toEqual(a);
  });
});

describe('generatePuzzle', () => {
  // 70 puzzles at each level: 210 in all, about two seconds.
  for (const level of [1, 2, 3] as const) {
    it(`makes unique, deducible puzzles at level ${level}`, () => {
      for (let i = 0; i < 70; i++) {
        const puzzle = generatePuzzle(seededRandom(`test-${level}-${i}`), level);
        const solution = boardOf(puzzle.solution);
        const starters = boardOf(puzzle.givens);

        const solutions = bruteForceSolutions(starters);
        expect(solutions).toEqual([solution]);

        const report = deduce(puzzle.givens, level);
        expect(report.solved).toBe(true);
        expect(report.hardest).toBeLessThanOrEqual(level);
        expect(boardOf(report.candidates)).toEqual(solution);
      }
    });
  }
});
