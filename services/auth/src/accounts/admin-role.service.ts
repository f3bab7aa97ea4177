import type { Knex } from '@hub/kit';
import { grantedRoles, grantRole, recordRoleChange, revokeRole } from '../db/roles.repository';
import { findUserByEmail } from '../db/users.repository';
import { ADMIN_ROLE, isAdminEmail } from '../domain/roles';

/** A refusal the operator can act on (printed as is, exit code 1). */
export class RoleCommandError extends Error {}

export interface RoleChange {
  action: 'grant' | 'revoke';
  email: string;
  /** Who ran the command: `--by`, or the OS user. */
  operator: string;
}

export interface RoleChangeResult {
  userId: string;
  /** What happened, in a sentence for the operator. */
  summary: string;
  /** Still admin after a revoke, through ADMIN_EMAILS (the command cannot change that). */
  stillAdminByConfig: boolean;
}

/**
 * Grants or revokes the admin role of the account with this e-mail, and audits it in the same
 * transaction. Only a verified e-mail may be granted the role: otherwise the grant would go to
 * whoever typed that address first at sign-up (docs/architecture.md#roles).
 */
export async function changeAdminRole(
  db: Knex,
  change: RoleChange,
  adminEmails: readonly string[],
): Promise<RoleChangeResult> {
  const email = change.email.trim().toLowerCase();
  return db.transaction(async (trx) => {
    const user = await findUserByEmail(trx, email);
    if (!user) throw new RoleCommandError(`No account uses the e-mail ${email}.`);
    if (change.action === 'grant' && !user.emailVerified) {
      throw new RoleCommandError(
        `${email} is not verified yet: its owner must follow the link in their sign-up mail ` +
          '(or reset their password) before it can be made admin.',
      );
    }
    const had = (await grantedRoles(trx, user.id)).includes(ADMIN_ROLE);
    if (change.action === 'grant') {
      await grantRole(trx, { userId: user.id, role: ADMIN_ROLE, operator: change.operator });
    } else {
      await revokeRole(trx, user.id, ADMIN_ROLE);
    }
    await recordRoleChange(trx, {
      operator: change.operator,
      action: change.action,
      role: ADMIN_ROLE,
      email,
      userId: user.id,
    });
    const summary =
      change.action === 'grant'
        ? `${email} ${had ? 'was already' : 'is now'} admin (granted by ${change.operator}).`
        : `${email} ${had ? 'is no longer' : 'had no granted'} admin role (revoked by ${change.operator}).`;
    return {
      userId: user.id,
      summary,
      stillAdminByConfig:
        change.action === 'revoke' && user.emailVerified && isAdminEmail(email, adminEmails),
    };
  });
}
