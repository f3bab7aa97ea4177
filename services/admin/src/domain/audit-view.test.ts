import { describe, expect, it } from 'vitest';
import { badRequest, HttpError } from '@hub/kit';
import { AuditEntry } from '@hub/proto';
import { auditEntryView, failureMessage, resetSummary } from './audit-view';

const createdAt = new Date('2025-10-19T14:00:00.000Z');
const finishedAt = new Date('2025-10-19T14:00:01.250Z');

describe('audit view', () => {
  it('shows a finished action with who, what, parameters, result and when', () => {
    const entry = auditEntryView({
      id: 9,
      action: 'generate-puzzle',
      actorUserId: 'user-1',
      parameters: { difficulty: 'hard', count: 5 },
      status: 'succeeded',
      result: { difficulty: 'hard', requested: 5, generated: 5, count: 17 },
      error: null,
      createdAt,
      finishedAt,
    });
    expect(AuditEntry.parse(entry)).toEqual(entry);
    expect(entry).toMatchObject({
      actor: { userId: 'user-1' },
      createdAt: '2025-10-19T14:00:00.000Z',
      finishedAt: '2025-10-19T14:00:01.250Z',
    });
  });

  it('shows an action still waiting for its answer as pending', () => {
    const entry = auditEntryView({
      id: 10,
      action: 'reset-daily',
      actorUserId: 'user-1',
      parameters: {},
      status: 'pending',
      result: null,
      error: null,
      createdAt,
      finishedAt: null,
    });
    expect(AuditEntry.parse(entry)).toMatchObject({ status: 'pending', finishedAt: null });
  });

  it('records a reset by the ids of both puzzles', () => {
    const summary = resetSummary({
      previousDailyPuzzleId: 4,
      wordree: {
        id: 88,
        dailyPuzzleId: 5,
        day: '2025-10-19',
        difficulty: 'medium',
        gridSize: 5,
        possibleWords: 190,
        targetScore: 300,
        resetTime: '2025-10-20T05:00:00.000Z',
      },
    });
    expect(summary).toEqual({ previousDailyPuzzleId: 4, dailyPuzzleId: 5, templateId: 88 });
  });

  it('keeps the message the admin saw, and no internal details', () => {
    expect(failureMessage(badRequest('Generate at most 50 at a time'))).toBe(
      'Generate at most 50 at a time',
    );
    expect(
      failureMessage(new HttpError(502, 'The wordree service failed. Please try again.')),
    ).toBe('The wordree service failed. Please try again.');
    expect(failureMessage(new Error('connection string postgres://secret'))).toBe(
      'Unexpected error',
    );
  });
});
