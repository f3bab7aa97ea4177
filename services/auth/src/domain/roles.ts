export const ADMIN_ROLE = 'admin';

/** Admins are named by e-mail in configuration (DESIGN §3); `adminEmails` are lower-cased. */
export function isAdminEmail(email: string | null, adminEmails: readonly string[]): boolean {
  return email !== null && adminEmails.includes(email.toLowerCase());
}

/** The roles a session carries, and the gateway forwards to every service. */
export function rolesFor(email: string | null, adminEmails: readonly string[]): string[] {
  return isAdminEmail(email, adminEmails) ? [ADMIN_ROLE] : [];
}
