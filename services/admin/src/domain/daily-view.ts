import type { AdminBloomDaily, AdminWordreeDaily } from '@hub/proto';
import type { BloomDailyFields } from '../upstreams/bloom.api';
import type { WordreeDailyFields } from '../upstreams/wordree.api';

export const wordreeDailyView = (puzzle: WordreeDailyFields): AdminWordreeDaily => ({
  id: puzzle.id,
  dailyPuzzleId: puzzle.dailyPuzzleId,
  day: puzzle.day,
  difficulty: puzzle.difficulty,
  gridSize: puzzle.gridSize,
  possibleWords: puzzle.possibleWords,
  targetScore: puzzle.targetScore,
  resetTime: puzzle.resetTime,
});

export const bloomDailyView = (daily: BloomDailyFields): AdminBloomDaily => ({
  id: daily.id,
  puzzleNumber: daily.puzzleNumber,
  day: daily.dayKey,
  difficulty: daily.difficulty,
  starters: daily.starters.length,
  resetTime: daily.resetTime,
});
