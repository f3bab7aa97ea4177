import { describe, expect, it } from 'vitest';
import { AdminBloomDaily, AdminWordreeDaily } from '@hub/proto';
import { bloomDailyView, wordreeDailyView } from './daily-view';

describe('daily views', () => {
  it("keeps Wordree's puzzle facts under the dashboard's names", () => {
    const view = wordreeDailyView({
      id: 41,
      dailyPuzzleId: 7,
      day: '2025-10-19',
      difficulty: 'medium',
      gridSize: 5,
      possibleWords: 212,
      targetScore: 340,
      resetTime: '2025-10-20T05:00:00.000Z',
    });
    expect(AdminWordreeDaily.parse(view)).toEqual(view);
    expect(view).toMatchObject({ id: 41, dailyPuzzleId: 7, gridSize: 5, possibleWords: 212 });
  });

  it("counts Bloom's starters and names its day like Wordree's", () => {
    const view = bloomDailyView({
      id: 3,
      puzzleNumber: 292,
      dayKey: '2025-10-19',
      difficulty: 'Tricky',
      starters: [
        { r: 0, c: 0, type: 'PINK' },
        { r: 2, c: 3, type: 'RED' },
        { r: 4, c: 1, type: 'YELLOW' },
      ],
      resetTime: '2025-10-20T05:00:00.000Z',
    });
    expect(AdminBloomDaily.parse(view)).toEqual(view);
    expect(view).toEqual({
      id: 3,
      puzzleNumber: 292,
      day: '2025-10-19',
      difficulty: 'Tricky',
      starters: 3,
      resetTime: '2025-10-20T05:00:00.000Z',
    });
  });
});
