import { dictionary } from '@zxcvbn-ts/language-common';
import { PASSWORD_MIN_LENGTH } from '@hub/proto';

/**
 * zxcvbn-ts's list of about 49,000 passwords seen most often in breach corpora (NIST 800-63B asks
 * for such a list). Only those long enough to be accepted at all can ever match, so only those
 * are kept (about 18,000). Entries are lower-case: a capital letter is no protection.
 */
const COMMON_PASSWORDS = new Set(
  dictionary['passwords-common'].filter((password) => password.length >= PASSWORD_MIN_LENGTH),
);

export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}
