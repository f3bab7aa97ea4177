import { describe, expect, it } from 'vitest';
import { dailyShareText, formatDuration, shareRow } from './share';

describe('share text', () => {
  it('draws one row per guess with its count out of 5', () => {
    expect(shareRow(0)).toBe('🟥🟥🟥🟥🟥 0/5');
    expect(shareRow(2)).toBe('⬜⬜⬛⬛⬛ 2/5');
    expect(shareRow(3)).toBe('🟨🟨🟨⬛⬛ 3/5');
    expect(shareRow(5)).toBe('🟩🟩🟩🟩🟩 5/5');
  });

  it('heads the rows with the puzzle, guesses and time, and never the word', () => {
    const text = dailyShareText({
      puzzleId: 375,
      matchCounts: [1, 0, 5],
      timeTaken: 83,
      url: 'https://puzzles.example/game/jotto/daily',
    });
    expect(text).toBe(
      [
        'Jotto #375: solved with 3 guesses in 1:23',
        '⬜⬛⬛⬛⬛ 1/5',
        '🟥🟥🟥🟥🟥 0/5',
        '🟩🟩🟩🟩🟩 5/5',
        'https://puzzles.example/game/jotto/daily',
      ].join('\n'),
    );
  });

  it('formats times as m:ss', () => {
    expect(formatDuration(0)).toBe('0:00');
    expect(formatDuration(605)).toBe('10:05');
  });
});
