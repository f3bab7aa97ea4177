import { describe, expect, it } from 'vitest';
import { AuditReplaceSummary, AuditViewSummary } from '@hub/proto';
import { replaceSummary, viewSummary } from './schedule-view';

describe('schedule summaries for the audit log', () => {
  it('records a view by how many days of each game it showed, not the answers', () => {
    const summary = viewSummary({
      jotto: [{ day: '2025-10-20', puzzleNumber: 293, word: 'crane' }],
      bloom: [],
      wordree: [],
    });
    expect(AuditViewSummary.parse(summary)).toEqual({ jotto: 1, bloom: 0, wordree: 0 });
    expect(JSON.stringify(summary)).not.toContain('crane');
  });

  it("records a replacement by game, day and number (Wordree's daily puzzle id)", () => {
    const jotto = replaceSummary({
      game: 'jotto',
      puzzle: { day: '2025-10-21', puzzleNumber: 294, word: 'plumb' },
    });
    expect(AuditReplaceSummary.parse(jotto)).toEqual({
      game: 'jotto',
      day: '2025-10-21',
      puzzleNumber: 294,
    });
    expect(JSON.stringify(jotto)).not.toContain('plumb');
    const wordree = replaceSummary({
      game: 'wordree',
      puzzle: {
        day: '2025-10-21',
        dailyPuzzleId: 31,
        templateId: 400,
        difficulty: 'medium',
        gridSize: 5,
        letters: 'a'.repeat(25),
        possibleWords: 180,
        targetScore: 300,
      },
    });
    expect(wordree).toEqual({ game: 'wordree', day: '2025-10-21', puzzleNumber: 31 });
  });
});
