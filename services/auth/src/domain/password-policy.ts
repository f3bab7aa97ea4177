import { isCommonPassword } from './common-passwords';

export const TOO_COMMON = 'That password is too common. Please choose another.';
export const SAME_AS_EMAIL = 'Your password must not be your e-mail address.';
export const SAME_AS_NAME = 'Your password must not be your name.';

export interface PasswordContext {
  /** The account's e-mail address. */
  email: string;
  /** The account's names, if any (first name, last name). */
  names?: ReadonlyArray<string | null | undefined>;
}

/** Case and spaces do not make a guessable password any harder to guess. */
const folded = (text: string) => text.toLowerCase().replace(/\s+/g, '');

/**
 * Why a password may not be set (NIST 800-63B §3.1.1.2: refuse commonly used passwords and
 * context-specific words such as the user's own e-mail or name), or null when it may. Length is
 * the request schema's business (`SignUpBody`). Pure, so every place that sets a password (sign-up,
 * password reset) gives the same answer.
 */
export function passwordProblem(password: string, context: PasswordContext): string | null {
  if (isCommonPassword(password)) return TOO_COMMON;
  const candidate = folded(password);
  const email = folded(context.email);
  const localPart = email.slice(0, email.lastIndexOf('@'));
  if (candidate === email || (localPart && candidate === localPart)) return SAME_AS_EMAIL;
  const names = (context.names ?? []).filter((name): name is string => Boolean(name?.trim()));
  const fullName = folded(names.join(''));
  if (names.some((name) => folded(name) === candidate) || candidate === fullName) {
    return SAME_AS_NAME;
  }
  return null;
}
