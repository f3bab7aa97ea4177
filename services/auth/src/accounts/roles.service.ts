import type { Knex } from '@hub/kit';
import { grantedRoles } from '../db/roles.repository';
import type { UserRecord } from '../db/users.repository';
import { rolesFor } from '../domain/roles';

/** The user's roles now: from ADMIN_EMAILS (verified e-mails only) and operator grants. */
export async function rolesOf(
  db: Knex,
  user: UserRecord,
  adminEmails: readonly string[],
): Promise<string[]> {
  return rolesFor(
    {
      email: user.email,
      emailVerified: user.emailVerified,
      grantedRoles: await grantedRoles(db, user.id),
    },
    adminEmails,
  );
}
