import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '@hub/proto';
import { actorLabel, describeAction } from './audit-summary';

const base = {
  id: 1,
  actor: { userId: '8f14e45f-ceea-467f-a8f0-2d5c1b0c0d51' },
  error: null,
  createdAt: '2025-10-19T14:00:00.000Z',
  finishedAt: '2025-10-19T14:00:01.000Z',
} as const;

describe('audit summaries', () => {
  it('says what a generation did, or what was asked when it failed', () => {
    const done: AuditEntry = {
      ...base,
      action: 'generate-puzzle',
      status: 'succeeded',
      parameters: { difficulty: 'hard', count: 5 },
      result: { difficulty: 'hard', requested: 5, generated: 5, count: 22 },
    };
    expect(describeAction(done)).toBe('Generated 5 puzzles (hard) · 22 in the pool');
    expect(
      describeAction({
        ...done,
        parameters: { difficulty: 'easy', count: 1 },
        result: { difficulty: 'easy', requested: 1, generated: 1, count: 13 },
      }),
    ).toBe('Generated 1 puzzle (easy) · 13 in the pool');
    expect(
      describeAction({
        ...done,
        status: 'failed',
        error: 'The wordree service failed',
        result: null,
      }),
    ).toBe('Generate 5 puzzles (hard)');
  });

  it('names both daily puzzles of a reset', () => {
    const reset: AuditEntry = {
      ...base,
      action: 'reset-daily',
      status: 'succeeded',
      parameters: {},
      result: { previousDailyPuzzleId: 4, dailyPuzzleId: 5, templateId: 80 },
    };
    expect(describeAction(reset)).toBe('Reset the Wordree daily puzzle · #4 → #5');
    expect(describeAction({ ...reset, status: 'pending', finishedAt: null, result: null })).toBe(
      'Reset the Wordree daily puzzle',
    );
  });

  it('says how many days a view of the upcoming puzzles showed, and which day was replaced', () => {
    const view: AuditEntry = {
      ...base,
      action: 'view-upcoming',
      status: 'succeeded',
      parameters: {},
      result: { jotto: 15, bloom: 15, wordree: 14 },
    };
    expect(describeAction(view)).toBe('Viewed the upcoming puzzles · 44 days');
    expect(describeAction({ ...view, status: 'failed', error: 'down', result: null })).toBe(
      'View the upcoming puzzles',
    );
    const replace: AuditEntry = {
      ...base,
      action: 'replace-daily',
      status: 'succeeded',
      parameters: { game: 'bloom', day: '2025-10-21' },
      result: { game: 'bloom', day: '2025-10-21', puzzleNumber: 294 },
    };
    expect(describeAction(replace)).toBe('Replaced the Bloom puzzle of 2025-10-21 · #294');
    expect(describeAction({ ...replace, status: 'pending', finishedAt: null, result: null })).toBe(
      'Replace the Bloom puzzle of 2025-10-21',
    );
  });

  it('calls the reader "You" and other admins by a short id', () => {
    const entry: AuditEntry = {
      ...base,
      action: 'reset-daily',
      status: 'pending',
      parameters: {},
      result: null,
      finishedAt: null,
    };
    expect(actorLabel(entry, base.actor.userId)).toBe('You');
    expect(actorLabel(entry, 'someone-else')).toBe('Admin 8f14e45f');
  });
});
