import type { Knex } from '@hub/kit';
import type { AdminAction, AuditStatus } from '@hub/proto';

export interface AuditRecord {
  id: number;
  action: AdminAction;
  actorUserId: string;
  parameters: unknown;
  status: AuditStatus;
  result: unknown;
  error: string | null;
  createdAt: Date;
  finishedAt: Date | null;
}

interface AuditRow {
  id: number;
  action: AdminAction;
  actor_user_id: string;
  parameters: unknown;
  status: AuditStatus;
  result: unknown;
  error: string | null;
  created_at: Date;
  finished_at: Date | null;
}

const fromRow = (row: AuditRow): AuditRecord => ({
  id: row.id,
  action: row.action,
  actorUserId: row.actor_user_id,
  parameters: row.parameters,
  status: row.status,
  result: row.result,
  error: row.error,
  createdAt: row.created_at,
  finishedAt: row.finished_at,
});

export interface StartedAction {
  action: AdminAction;
  actorUserId: string;
  parameters: object;
}

/** Records an action as pending; answers its id. */
export async function insertPendingAction(db: Knex, started: StartedAction): Promise<number> {
  const [row] = await db('audit_log')
    .insert({
      action: started.action,
      actor_user_id: started.actorUserId,
      parameters: JSON.stringify(started.parameters),
    })
    .returning<Array<{ id: number }>>('id');
  if (!row) throw new Error('The audit log refused an entry');
  return row.id;
}

export type ActionOutcome =
  { status: 'succeeded'; result: object } | { status: 'failed'; error: string };

export async function finishAction(db: Knex, id: number, outcome: ActionOutcome): Promise<void> {
  await db('audit_log')
    .where({ id, status: 'pending' })
    .update({
      status: outcome.status,
      result: outcome.status === 'succeeded' ? JSON.stringify(outcome.result) : null,
      error: outcome.status === 'failed' ? outcome.error : null,
      finished_at: db.fn.now(),
    });
}

/** Newest first. */
export async function listActions(db: Knex, limit: number): Promise<AuditRecord[]> {
  const rows: AuditRow[] = await db('audit_log').select().orderBy('id', 'desc').limit(limit);
  return rows.map(fromRow);
}
