import { describe, expect, it } from 'vitest';
import type { WordreeArchiveDay, WordreeGame } from '@hub/proto';
import { chainOfDay, formatTime } from './chain';

const game: WordreeGame = {
  id: '00000000-0000-4000-8000-000000000002',
  templateId: 9,
  mode: 'archive',
  dailyPuzzleId: 4,
  gridSize: 5,
  letters: 'x'.repeat(25),
  wordChain: [
    {
      word: 'tame',
      path: [
        [0, 2],
        [1, 2],
        [1, 3],
        [2, 3],
      ],
      points: 15,
    },
  ],
  score: 15,
  hintsUsed: 1,
  completed: false,
  targetScore: 275,
};

const day = (over: Partial<WordreeArchiveDay> = {}): WordreeArchiveDay => ({
  id: 9,
  difficulty: 'medium',
  gridSize: 5,
  letters: 'x'.repeat(25),
  possibleWords: 120,
  targetScore: 275,
  dailyPuzzleId: 4,
  day: '2025-03-01',
  game,
  result: null,
  ...over,
});

describe("an archive day's chain on the board", () => {
  it('is none before a chain is begun', () => {
    expect(chainOfDay(day({ game: null }))).toBeNull();
  });

  it('is the chain in play, open to more words', () => {
    expect(chainOfDay(day())).toMatchObject({
      gameId: game.id,
      score: 15,
      lastWordCells: game.wordChain[0]!.path,
      hasSubmitted: false,
      isDailyModeLocked: false,
      targetReached: false,
    });
  });

  it('is locked once the day is finished, with the rank a daily submission holds', () => {
    const finished = (playedAs: 'daily' | 'archive', rank: number | null) =>
      chainOfDay(
        day({
          game: { ...game, completed: true },
          result: { playedAs, score: 15, timeTaken: 75, rank },
        }),
      );
    expect(finished('archive', null)).toMatchObject({
      hasSubmitted: true,
      isDailyModeLocked: true,
      submittedRank: null,
    });
    expect(finished('daily', 3)).toMatchObject({ isDailyModeLocked: true, submittedRank: 3 });
  });
});

describe('formatTime', () => {
  it('reads seconds as m:ss', () => {
    expect(formatTime(0)).toBe('0:00');
    expect(formatTime(75)).toBe('1:15');
    expect(formatTime(3600)).toBe('60:00');
  });
});
