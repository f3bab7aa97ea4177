import { describe, expect, it } from 'vitest';
import {
  addDays,
  boardWithStarters,
  cluesOf,
  finishedGardenProblem,
  missingStarter,
} from '@hub/proto';
import { candidatesFromPlacements } from './grid';
import { lineCluesOf } from './lines';
import { countSolutions } from './solver';
import { deduce } from './deduction';
import { solveEffort } from './effort';
import { difficultyFor, generateDailyPuzzle, MAX_STARTERS, type DifficultyTarget } from './daily';
import { seededRandom } from './random';

// 2025-11-17 is a Monday.
const MONDAY = '2025-11-17';

describe('the weekly difficulty', () => {
  it('starts gentle on Monday and never gets easier until Sunday', () => {
    const week = Array.from({ length: 7 }, (_, i) => difficultyFor(addDays(MONDAY, i)));
    expect(week.map((day) => day.name)).toEqual([
      'Gentle',
      'Easy',
      'Medium',
      'Tricky',
      'Hard',
      'Expert',
      'Fiendish',
    ]);
    const rank = (day: DifficultyTarget) => day.level * 1_000 + day.minSteps;
    for (let i = 1; i < 7; i++) expect(rank(week[i]!)).toBeGreaterThan(rank(week[i - 1]!));
  });
});

describe('generateDailyPuzzle', () => {
  it('makes the garden its random source says, not one the day decides', () => {
    const garden = (seed: string) => generateDailyPuzzle('2025-11-20', seededRandom(seed));
    expect(garden('a')).toEqual(garden('a'));
    expect(garden('b').solution).not.toEqual(garden('a').solution);
  });

  describe('two weeks of dailies', () => {
    const days = Array.from({ length: 14 }, (_, i) => {
      const day = addDays(MONDAY, i);
      return { day, puzzle: generateDailyPuzzle(day, seededRandom(`test-${day}`)) };
    });

    it('gives each day a unique, deducible garden of its weekday difficulty', () => {
      for (const { day, puzzle } of days) {
        const target = difficultyFor(day);
        const clues = cluesOf(puzzle.solution);
        expect(puzzle.difficulty).toBe(target.name);
        expect(puzzle.rating.hardest).toBe(target.level);
        expect(finishedGardenProblem(puzzle.solution, clues)).toBeNull();
        expect(missingStarter(puzzle.solution, puzzle.starters)).toBeNull();
        expect(puzzle.starters.length).toBeLessThanOrEqual(MAX_STARTERS);
        const givens = candidatesFromPlacements(puzzle.starters);
        expect(countSolutions(givens, lineCluesOf(clues))).toBe(1);
        expect(deduce(givens, lineCluesOf(clues)).solved).toBe(true);
        expect(boardWithStarters(puzzle.starters).flat().filter(Boolean)).toHaveLength(
          puzzle.starters.length,
        );
      }
    });

    it('takes a player more deduction steps on Sunday than on Monday', () => {
      // The step between each pair of neighbouring days is the year report's to measure
      // (bench/bloom-year.ts, in tests/quality): two weeks are too few for an effect size.
      const meanSteps = (weekday: number) => {
        const of = days.filter((_, i) => i % 7 === weekday);
        const steps = of.map(({ puzzle }) =>
          solveEffort(
            candidatesFromPlacements(puzzle.starters),
            lineCluesOf(cluesOf(puzzle.solution)),
          ),
        );
        return steps.reduce((sum, effort) => sum + effort!.steps, 0) / of.length;
      };
      expect(meanSteps(6)).toBeGreaterThan(meanSteps(0) + 5);
    });
  });
});
