import { unauthorized, type Identity } from '@hub/kit';
import type { AdminAction, AuditLog } from '@hub/proto';
import { finishAction, insertPendingAction, listActions } from '../db/audit.repository';
import { auditEntryView, failureMessage } from '../domain/audit-view';
import type { AdminContext } from '../context';

interface AuditedAction<Result> {
  action: AdminAction;
  parameters: object;
  run: () => Promise<Result>;
  /** What of the result the log keeps. */
  summarize: (result: Result) => object;
}

/**
 * Runs an admin action between two audit writes: pending before it reaches the game service (so
 * it is on record even if its answer never arrives), then its result or its failure.
 */
export async function audited<Result>(
  ctx: AdminContext,
  actor: Identity,
  { action, parameters, run, summarize }: AuditedAction<Result>,
): Promise<Result> {
  if (!actor.userId) throw unauthorized();
  const id = await insertPendingAction(ctx.db, { action, actorUserId: actor.userId, parameters });
  let result: Result;
  try {
    result = await run();
  } catch (error) {
    await finishAction(ctx.db, id, { status: 'failed', error: failureMessage(error) });
    throw error;
  }
  await finishAction(ctx.db, id, { status: 'succeeded', result: summarize(result) });
  return result;
}

export async function auditLog(ctx: AdminContext, limit: number): Promise<AuditLog> {
  const records = await listActions(ctx.db, limit);
  return { entries: records.map(auditEntryView) };
}
