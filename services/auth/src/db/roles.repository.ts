import type { Knex } from '@hub/kit';

type Db = Knex | Knex.Transaction;

/** Roles an operator granted the user by command (besides what ADMIN_EMAILS gives). */
export async function grantedRoles(db: Db, userId: string): Promise<string[]> {
  const rows: { role: string }[] = await db('role_grants')
    .select('role')
    .where({ user_id: userId });
  return rows.map((row) => row.role).sort();
}

export async function grantRole(
  db: Db,
  grant: { userId: string; role: string; operator: string },
): Promise<void> {
  await db('role_grants')
    .insert({ user_id: grant.userId, role: grant.role, granted_by: grant.operator })
    .onConflict(['user_id', 'role'])
    .ignore();
}

export async function revokeRole(db: Db, userId: string, role: string): Promise<void> {
  await db('role_grants').where({ user_id: userId, role }).del();
}

export interface RoleAuditEntry {
  at: Date;
  operator: string;
  action: 'grant' | 'revoke';
  role: string;
  email: string;
  userId: string | null;
}

export async function recordRoleChange(db: Db, entry: Omit<RoleAuditEntry, 'at'>): Promise<void> {
  await db('role_audit').insert({
    operator: entry.operator,
    action: entry.action,
    role: entry.role,
    email: entry.email,
    user_id: entry.userId,
  });
}

export async function roleAudit(db: Db, limit = 50): Promise<RoleAuditEntry[]> {
  const rows: {
    at: Date;
    operator: string;
    action: 'grant' | 'revoke';
    role: string;
    email: string;
    user_id: string | null;
  }[] = await db('role_audit').select('*').orderBy('id', 'desc').limit(limit);
  return rows.map((row) => ({
    at: row.at,
    operator: row.operator,
    action: row.action,
    role: row.role,
    email: row.email,
    userId: row.user_id,
  }));
}
