export const ADMIN_ROLE = 'admin';

/** Admins are named by e-mail (docs/architecture.md#roles); `adminEmails` are lower-cased. */
export function isAdminEmail(email: string | null, adminEmails: readonly string[]): boolean {
  return email !== null && adminEmails.includes(email.toLowerCase());
}

/** What roles are computed from: the account's e-mail, whether it is proved, operator grants. */
export interface RoleSubject {
  email: string | null;
  emailVerified: boolean;
  /** Roles an operator granted by command (audited). */
  grantedRoles: readonly string[];
}

/**
 * The roles a session carries, and the gateway forwards to every service. ADMIN_EMAILS counts
 * only for a verified e-mail: otherwise whoever signed up first with that address would be admin.
 */
export function rolesFor(subject: RoleSubject, adminEmails: readonly string[]): string[] {
  const roles = new Set(subject.grantedRoles);
  if (subject.emailVerified && isAdminEmail(subject.email, adminEmails)) roles.add(ADMIN_ROLE);
  return [...roles].sort();
}
