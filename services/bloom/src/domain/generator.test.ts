import { describe, expect, it } from 'vitest';
import {
  BLOOM_SIZE,
  cluesOf,
  finishedGardenProblem,
  FLOWER_TYPES,
  flowersClash,
  type BloomBoard,
  type BloomClues,
  type FlowerType,
} from '@hub/proto';
import { boardOf } from './grid';
import { deduce } from './deduction';
import { generatePuzzle, randomGarden } from './generator';
import { seededRandom } from './random';

/**
 * An independent check of uniqueness: plain backtracking in reading order over the board itself,
 * sharing nothing with the solver but the rule table. A row or column is checked against its clue
 * as it fills: never more kinds than the clue, never too few cells left to reach it. Returns the
 * solutions it found (at most 2).
 */
function bruteForceSolutions(puzzle: BloomBoard, clues: BloomClues): BloomBoard[] {
  const board = puzzle.map((row) => [...row]);
  const given = puzzle.map((row) => row.map((cell) => cell !== null));
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
  // A line filled so far (`cells`): no more kinds than its clue, and room left to reach it.
  const lineStillFits = (cells: FlowerType[], clue: number) => {
    const kinds = new Set(cells).size;
    return kinds <= clue && kinds + (BLOOM_SIZE - cells.length) >= clue;
  };
  const linesFit = (r: number, c: number) =>
    lineStillFits(board[r]!.slice(0, c + 1) as FlowerType[], clues.rows[r]!) &&
    lineStillFits(
      board.slice(0, r + 1).map((row) => row[c]!),
      clues.columns[c]!,
    );
  const visit = (index: number): void => {
    if (found.length >= 2) return;
    if (index === BLOOM_SIZE * BLOOM_SIZE) {
      found.push(board.map((row) => [...row]));
      return;
    }
    const r = Math.floor(index / BLOOM_SIZE);
    const c = index % BLOOM_SIZE;
    if (given[r]![c]) {
      if (fits(r, c, board[r]![c]!) && linesFit(r, c)) visit(index + 1);
      return;
    }
    for (const type of FLOWER_TYPES) {
      if (!fits(r, c, type)) continue;
      board[r]![c] = type;
      if (linesFit(r, c)) visit(index + 1);
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
    expect(finishedGardenProblem(a, cluesOf(a))).toBeNull();
    expect(finishedGardenProblem(b, cluesOf(b))).toBeNull();
    expect(a).not.toEqual(b);
    expect(boardOf(randomGarden(seededRandom('a')))).toEqual(a);
  });
});

describe('bruteForceSolutions', () => {
  it('sees a second garden where the clues leave one', () => {
    const stripes: BloomBoard = [
      ['PINK', 'PINK', 'PINK', 'PINK', 'PINK'],
      ['YELLOW', 'YELLOW', 'YELLOW', 'YELLOW', 'YELLOW'],
      ['RED', 'RED', 'RED', 'RED', 'RED'],
      ['ORANGE', 'ORANGE', 'ORANGE', 'ORANGE', 'ORANGE'],
      ['PURPLE', 'PURPLE', 'PURPLE', 'PURPLE', 'PURPLE'],
    ];
    const lilyOnTop = stripes.map((row, r) => row.map((type, c) => (r + c === 0 ? type : null)));
    expect(bruteForceSolutions(lilyOnTop, cluesOf(stripes))).toHaveLength(2);
  });
});

describe('generatePuzzle', () => {
  // 70 puzzles at each level: 210 in all, under a second.
  for (const level of [1, 2, 3] as const) {
    it(`makes unique, deducible puzzles at level ${level}`, () => {
      for (let i = 0; i < 70; i++) {
        const puzzle = generatePuzzle(seededRandom(`test-${level}-${i}`), level);
        const solution = boardOf(puzzle.solution);
        const starters = boardOf(puzzle.givens);
        const clues = cluesOf(solution);
        expect([...puzzle.clues]).toEqual([...clues.rows, ...clues.columns]);

        const solutions = bruteForceSolutions(starters, clues);
        expect(solutions).toEqual([solution]);

        const report = deduce(puzzle.givens, puzzle.clues, level);
        expect(report.solved).toBe(true);
        expect(report.hardest).toBeLessThanOrEqual(level);
        expect(boardOf(report.candidates)).toEqual(solution);
      }
    });
  }
});
