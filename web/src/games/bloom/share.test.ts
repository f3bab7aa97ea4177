import { describe, expect, it } from 'vitest';
import { flowerForKey, FLOWERS } from './flowers';
import { formatClock, shareText } from './share';

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
      expect(text).not.toContain(flower.name);
    }
    expect(shareText({ puzzleNumber: 1, seconds: 5, hints: 0 })).toContain('0:05 · 💡 0 hints');
  });
});

describe('flowers', () => {
  it('gives every flower its own colour, shape and number key', () => {
    expect(new Set(FLOWERS.map((flower) => flower.color)).size).toBe(5);
    expect(new Set(FLOWERS.map((flower) => flower.shape)).size).toBe(5);
    expect(FLOWERS.map((flower) => flower.name)).toEqual([
      'Lily',
      'Daisy',
      'Rose',
      'Pansy',
      'Tulip',
    ]);
    expect(flowerForKey('3')).toBe('RED');
    expect(flowerForKey('0')).toBeNull();
  });
});
