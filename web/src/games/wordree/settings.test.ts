import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DIFFICULTY_KEY,
  ENDLESS_POINTER_KEY,
  firstPuzzle,
  initialDifficulty,
  initialMode,
  MODE_KEY,
  modeParams,
  rememberMode,
  withChallenge,
} from './settings';
import { memoryStorage } from '../../testing/memoryStorage';

const params = (query: string) => new URLSearchParams(query);

describe('what a page load asks for first', () => {
  beforeEach(() => vi.stubGlobal('localStorage', memoryStorage()));
  afterEach(() => vi.unstubAllGlobals());

  it('a shared link: its puzzle, in its mode', () => {
    expect(firstPuzzle(params('?puzzle=42&mode=daily'))).toEqual({
      kind: 'shared',
      id: 42,
      mode: 'daily',
    });
    expect(firstPuzzle(params('?puzzle=42'))).toEqual({ kind: 'shared', id: 42, mode: 'endless' });
  });

  it('the daily tab: today’s puzzle; a bad shared id is no shared link', () => {
    expect(firstPuzzle(params('?mode=daily'))).toEqual({ kind: 'daily' });
    expect(firstPuzzle(params('?puzzle=-3&mode=daily'))).toEqual({ kind: 'daily' });
  });

  it('endless: the puzzle in play at its difficulty, else a random one', () => {
    vi.stubGlobal(
      'localStorage',
      memoryStorage({ [ENDLESS_POINTER_KEY]: JSON.stringify({ id: 7, difficulty: 'hard' }) }),
    );
    expect(firstPuzzle(params('?difficulty=hard'))).toEqual({ kind: 'resumed', id: 7 });
    expect(firstPuzzle(params(''))).toEqual({ kind: 'random', difficulty: 'medium' });
  });

  it('the difficulty: the address’s, else the stored one, else medium', () => {
    vi.stubGlobal('localStorage', memoryStorage({ [DIFFICULTY_KEY]: 'easy' }));
    expect(initialDifficulty('hard')).toBe('hard');
    expect(initialDifficulty(null)).toBe('easy');
    expect(initialDifficulty('impossible')).toBe('medium');
    vi.stubGlobal('localStorage', memoryStorage({ [DIFFICULTY_KEY]: 'toString' }));
    expect(initialDifficulty(null)).toBe('medium');
  });

  it('the mode: the address’s, else the one last played, else endless', () => {
    expect(initialMode(null)).toBe('endless');
    rememberMode('daily');
    expect(localStorage.getItem(MODE_KEY)).toBe('daily');
    expect(initialMode(null)).toBe('daily');
    expect(initialMode('endless')).toBe('endless');
    expect(firstPuzzle(params(''))).toEqual({ kind: 'daily' });
    expect(firstPuzzle(params('?mode=endless&difficulty=easy'))).toEqual({
      kind: 'random',
      difficulty: 'easy',
    });
  });

  it('the address of a mode names its difficulty for endless only', () => {
    expect(modeParams('daily', 'hard').toString()).toBe('mode=daily');
    expect(modeParams('endless', 'hard').toString()).toBe('mode=endless&difficulty=hard');
  });
});

describe('the address of a daily opened from a challenge', () => {
  it('keeps the challenge beside the mode, and adds none without one', () => {
    expect(withChallenge(modeParams('daily', 'medium'), 'abc').toString()).toBe(
      'mode=daily&challenge=abc',
    );
    expect(withChallenge(modeParams('daily', 'medium'), null).toString()).toBe('mode=daily');
  });
});
