import { HttpError } from '@hub/kit';
import type { AdminResetResult, AuditEntry, AuditResetSummary } from '@hub/proto';
import type { AuditRecord } from '../db/audit.repository';

/** What the log keeps of a failure: the message the admin was shown, never internal details. */
export function failureMessage(error: unknown): string {
  return error instanceof HttpError ? error.message : 'Unexpected error';
}

/** A reset is recorded by ids: enough to find both puzzles (and their leaderboards) later. */
export const resetSummary = (reset: AdminResetResult): AuditResetSummary => ({
  previousDailyPuzzleId: reset.previousDailyPuzzleId,
  dailyPuzzleId: reset.wordree.dailyPuzzleId,
  templateId: reset.wordree.id,
});

export function auditEntryView(record: AuditRecord): AuditEntry {
  // The parameters and result columns hold what this service wrote for the row's action.
  return {
    id: record.id,
    action: record.action,
    actor: { userId: record.actorUserId },
    parameters: record.parameters,
    status: record.status,
    result: record.result,
    error: record.error,
    createdAt: record.createdAt.toISOString(),
    finishedAt: record.finishedAt?.toISOString() ?? null,
  } as AuditEntry;
}
