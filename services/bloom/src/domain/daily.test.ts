import { describe, expect, it } from 'vitest';
import { addDays, boardWithStarters, finishedGardenProblem, missingStarter } from '@hub/proto';
import { candidatesFromPlacements } from './grid';
import { countSolutions } from './solver';
import { deduce } from './deduction';
import { difficultyFor, generateDailyPuzzle, type DifficultyTarget } from './daily';
import { seededRandom } from './random';

describe('the weekly difficulty', () => {
  it('starts gentle on Monday and never gets easier until Sunday', () => {
    // 2025-11-17 is a Monday.
    const week = Array.from({ length: 7 }, (_, i) => difficultyFor(addDays('2025-11-17', i)));
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

  it('gives each day of two weeks a unique, deducible garden of its weekday difficulty', () => {
    for (let i = 0; i < 14; i++) {
      const day = addDays('2025-11-17', i);
      const puzzle = generateDailyPuzzle(day, seededRandom(`test-${day}`));
      const target = difficultyFor(day);
      expect(puzzle.difficulty).toBe(target.name);
      expect(puzzle.rating.hardest).toBe(target.level);
      expect(finishedGardenProblem(puzzle.solution)).toBeNull();
      expect(missingStarter(puzzle.solution, puzzle.starters)).toBeNull();
      const givens = candidatesFromPlacements(puzzle.starters);
      expect(countSolutions(givens)).toBe(1);
      expect(deduce(givens).solved).toBe(true);
      expect(boardWithStarters(puzzle.starters).flat().filter(Boolean)).toHaveLength(
        puzzle.starters.length,
      );
    }
  });
});
