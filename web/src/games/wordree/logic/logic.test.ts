import { describe, expect, it } from 'vitest';
import { WORDREE_MESSAGES, type WordreeCell } from '@hub/proto';
import { formatHms } from './countdown';
import { FALLBACK_WORDS } from './fallback-words';
import { gridLetters, spellPath } from './grid';
import { wordRefusal } from './messages';
import { celebrationsFor } from './milestones';
import { pathForTyped, tracePaths } from './path';
import { dragInto, tapCell } from './selection';
import { shareText, sharedPuzzleUrl } from './share';

// C A T
// O R S
// D E N
const letters = gridLetters('catorsden', 3);

describe('gridLetters', () => {
  it('fills row by row, upper-cased, repeating a short string', () => {
    expect(letters.join('')).toBe('CATORSDEN');
    expect(gridLetters('ab', 2)).toEqual(['A', 'B', 'A', 'B']);
  });
});

describe('tapCell', () => {
  it('adds adjacent cells, diagonals included, and takes back the last one', () => {
    let result = tapCell([], [0, 0]);
    expect(result).toEqual({ kind: 'added', selection: [[0, 0]] });
    result = tapCell(result.selection, [1, 1]);
    expect(result.kind).toBe('added');
    expect(tapCell(result.selection, [1, 1])).toEqual({ kind: 'removed', selection: [[0, 0]] });
  });

  it('refuses a cell that does not touch the last one, and ignores picked ones', () => {
    const selection: WordreeCell[] = [
      [0, 0],
      [0, 1],
    ];
    expect(tapCell(selection, [2, 2]).kind).toBe('not-adjacent');
    expect(tapCell(selection, [0, 0]).kind).toBe('ignored');
  });
});

describe('dragInto', () => {
  it('extends with neighbours, backs up one step, and ignores the rest', () => {
    expect(dragInto([], [1, 1])).toEqual([[1, 1]]);
    expect(dragInto([[1, 1]], [1, 2])).toEqual([
      [1, 1],
      [1, 2],
    ]);
    const two: WordreeCell[] = [
      [1, 1],
      [1, 2],
    ];
    expect(dragInto(two, [1, 1])).toEqual([[1, 1]]);
    expect(dragInto(two, [1, 2])).toBeNull();
    expect(dragInto([[0, 0]], [2, 2])).toBeNull();
  });
});

describe('path finding', () => {
  it('finds every tracing of a word and none of a word off the grid', () => {
    expect(tracePaths(letters, 3, 'star')).toEqual([
      [
        [1, 2],
        [0, 2],
        [0, 1],
        [1, 1],
      ],
    ]);
    expect(tracePaths(letters, 3, 'ten')).toEqual([]);
    expect(tracePaths(gridLetters('aaaa', 2), 2, 'aaa')).toHaveLength(24);
    expect(spellPath(letters, 3, tracePaths(letters, 3, 'nerd')[0]!)).toBe('NERD');
  });

  it('keeps typed cells and prefers a tracing touching the last word', () => {
    // E E / A T: "eat" can start on either E; the last word used the bottom-right T...
    const grid = gridLetters('eeat', 2);
    const lastWord: WordreeCell[] = [[0, 1]];
    expect(pathForTyped(grid, 2, 'EAT', [], lastWord)?.[0]).toEqual([0, 1]);
    // ...but letters already picked stay where they are.
    expect(pathForTyped(grid, 2, 'EAT', [[0, 0]], lastWord)?.[0]).toEqual([0, 0]);
    expect(pathForTyped(grid, 2, 'TEAT', [], [])).toBeNull();
  });
});

describe('celebrationsFor', () => {
  const fresh = { celebrated: [], targetReached: false };

  it('celebrates 250, 500 and 1000 once each, with 1, 2 and 3 bursts', () => {
    const first = celebrationsFor(240, 255, null, fresh);
    expect(first.celebrations).toEqual([
      {
        kind: 'milestone',
        milestone: 250,
        bursts: 1,
        message: "Awesome! You've hit 250 points! 🎯",
      },
    ]);
    expect(celebrationsFor(240, 255, null, first.memory).celebrations).toEqual([{ kind: 'step' }]);
    expect(celebrationsFor(495, 510, null, first.memory).celebrations[0]).toMatchObject({
      milestone: 500,
      bursts: 2,
    });
    expect(celebrationsFor(990, 1005, null, fresh).celebrations[0]).toMatchObject({
      milestone: 1000,
      bursts: 3,
      message: 'Legendary! 1000 points achieved! 🏆',
    });
  });

  it('plays a sound at each further 50 and nothing in between', () => {
    expect(celebrationsFor(40, 55, null, fresh).celebrations).toEqual([{ kind: 'step' }]);
    expect(celebrationsFor(55, 70, null, fresh).celebrations).toEqual([]);
  });

  it('celebrates the target once', () => {
    const reached = celebrationsFor(90, 105, 100, fresh);
    expect(reached.celebrations).toContainEqual({ kind: 'target' });
    expect(celebrationsFor(105, 120, 100, reached.memory).celebrations).toEqual([]);
  });
});

describe('texts', () => {
  it('formats the daily countdown', () => {
    expect(formatHms(null)).toBe('--:--:--');
    expect(formatHms(3_723_000)).toBe('01:02:03');
    expect(formatHms(-5)).toBe('00:00:00');
  });

  it('maps each word refusal to its toast', () => {
    expect(wordRefusal(WORDREE_MESSAGES.tooShort).title).toBe('Word too short');
    expect(wordRefusal(WORDREE_MESSAGES.notAdjacent)).toMatchObject({
      title: 'Invalid selection',
      description: 'Letters must be adjacent',
    });
    expect(wordRefusal(WORDREE_MESSAGES.notInDictionary)).toMatchObject({
      title: 'Invalid word',
      description: 'Word not found in dictionary',
    });
    expect(wordRefusal(WORDREE_MESSAGES.alreadyUsed).title).toBe('Duplicate word');
    expect(wordRefusal(WORDREE_MESSAGES.notConnected).title).toBe('Invalid connection');
    expect(wordRefusal(WORDREE_MESSAGES.dailyExpired).title).toBe('Submission closed');
  });

  it('builds a share text with the link to the puzzle', () => {
    const url = sharedPuzzleUrl('https://play.example', 42, 'daily');
    expect(url).toBe('https://play.example/game/wordree?puzzle=42&mode=daily');
    const text = shareText({
      mode: 'daily',
      puzzleId: 42,
      day: '2026-01-05',
      score: 135,
      words: 1,
      rank: 3,
      url,
    });
    expect(text.split('\n')[0]).toBe('🌳 Wordree #370');
    expect(text).toContain('135 points · 1 word in my chain');
    expect(text).toContain('Rank #3');
    expect(text).toContain(url);
  });

  it('holds a fallback list of about 250 common words of 3 to 6 letters', () => {
    expect(FALLBACK_WORDS.size).toBeGreaterThanOrEqual(240);
    expect(FALLBACK_WORDS.size).toBeLessThanOrEqual(260);
    for (const word of FALLBACK_WORDS) expect(word).toMatch(/^[a-z]{3,6}$/);
  });
});
