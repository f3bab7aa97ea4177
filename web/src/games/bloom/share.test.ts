import { describe, expect, it } from 'vitest';
import type { BloomBoard } from '@hub/proto';
import { flowerForKey, FLOWERS } from './flowers';
import { emojiGrid, formatClock, shareText } from './share';

const STRIPES: BloomBoard = (['PINK', 'YELLOW', 'RED', 'ORANGE', 'PURPLE'] as const).map((type) =>
  Array(5).fill(type),
);

describe('sharing', () => {
  it('formats times as m:ss', () => {
    expect(formatClock(0)).toBe('0:00');
    expect(formatClock(65)).toBe('1:05');
    expect(formatClock(3600 + 1)).toBe('60:01');
  });

  it('shares the puzzle number, m:ss time, hints and a grid that gives nothing away', () => {
    const text = shareText({ puzzleNumber: 326, seconds: 187, hints: 1 });
    expect(text).toBe(
      [
        'Bloom #326',
        '⏱️ 3:07 · 💡 1 hint',
        '🟩🟩🟩🟩🟩',
        '🟩🟩🟩🟩🟩',
        '🟩🟩🟩🟩🟩',
        '🟩🟩🟩🟩🟩',
        '🟩🟩🟩🟩🟩',
      ].join('\n'),
    );
    for (const flower of FLOWERS) {
      expect(text).not.toContain(flower.emoji);
      expect(text).not.toContain(flower.name);
    }
    expect(shareText({ puzzleNumber: 1, seconds: 5, hints: 0 })).toContain('0:05 · 💡 0 hints');
  });

  it("draws the player's own garden in flower emoji, empty cells as blank squares", () => {
    const board = STRIPES.map((row) => [...row]);
    board[0]![0] = null;
    expect(emojiGrid(board).split('\n')[0]).toBe('⬜🪷🪷🪷🪷');
    expect(emojiGrid(STRIPES).split('\n')[3]).toBe('🏵️🏵️🏵️🏵️🏵️');
  });
});

describe('flowers', () => {
  it('gives every flower its own emoji, shape and number key', () => {
    expect(new Set(FLOWERS.map((flower) => flower.emoji)).size).toBe(5);
    expect(new Set(FLOWERS.map((flower) => flower.shape)).size).toBe(5);
    expect(FLOWERS.map((flower) => flower.name)).toEqual([
      'Lily',
      'Daisy',
      'Rose',
      'Pansy',
      'Tulip',
    ]);
    // Emoji match their flower's colour: no pink tulip for the orange Tulip.
    expect(FLOWERS.map((flower) => flower.emoji)).toEqual(['🪷', '🌼', '🌹', '🪻', '🏵️']);
    expect(flowerForKey('3')).toBe('RED');
    expect(flowerForKey('0')).toBeNull();
  });
});
