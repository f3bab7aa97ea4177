import { describe, expect, it } from 'vitest';
import type { PlayedWord, WordreeDailyProgress, WordreeGame } from '@hub/proto';
import { chainFromServer, shouldRestore } from './server-progress';

const words: PlayedWord[] = [
  {
    word: 'cat',
    path: [
      [0, 0],
      [0, 1],
      [0, 2],
    ],
    points: 10,
  },
  {
    word: 'tame',
    path: [
      [0, 2],
      [1, 2],
      [1, 3],
      [2, 3],
    ],
    points: 255,
  },
];

const game = (over: Partial<WordreeGame> = {}): WordreeGame => ({
  id: '00000000-0000-4000-8000-000000000001',
  templateId: 7,
  mode: 'daily',
  dailyPuzzleId: 3,
  gridSize: 5,
  letters: 'x'.repeat(25),
  wordChain: words,
  score: 265,
  hintsUsed: 0,
  completed: false,
  targetScore: 260,
  ...over,
});

const progress = (over: Partial<WordreeDailyProgress> = {}): WordreeDailyProgress => ({
  dailyPuzzleId: 3,
  game: game(),
  submission: null,
  ...over,
});

describe('a daily chain restored from the server', () => {
  it('is the chain as the board keeps it, its passed milestones and target already celebrated', () => {
    expect(chainFromServer(progress())).toEqual({
      gameId: game().id,
      wordChain: words,
      score: 265,
      lastWordCells: words[1]!.path,
      celebrated: [250],
      targetReached: true,
      hasSubmitted: false,
      isDailyModeLocked: false,
      submittedRank: null,
    });
    expect(chainFromServer(progress({ game: null }))).toBeNull();
  });

  it('is submitted and locked, with its rank, once submitted on any device', () => {
    const submission = { displayName: 'Ada', rank: 4, score: 265, timeTaken: 90, unranked: null };
    expect(chainFromServer(progress({ submission }))).toMatchObject({
      hasSubmitted: true,
      isDailyModeLocked: true,
      submittedRank: 4,
    });
  });

  it('replaces the chain on screen only when the server knows more', () => {
    const server = chainFromServer(progress())!;
    const shorter = { ...server, wordChain: words.slice(0, 1), score: 10 };
    expect(shouldRestore(shorter, server)).toBe(true);
    expect(shouldRestore(server, server)).toBe(false);
    expect(shouldRestore({ ...server, gameId: null, wordChain: [] }, server)).toBe(true);
    expect(shouldRestore(server, { ...server, hasSubmitted: true })).toBe(true);
    expect(shouldRestore({ ...server, hasSubmitted: true }, server)).toBe(false);
  });
});
