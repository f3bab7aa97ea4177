import { createHash, randomBytes } from 'node:crypto';
import type { TokenPurpose } from '../db/email-tokens.repository';

/** How long a mailed link works: a day to verify (mail can be slow), an hour to reset a password. */
export const TOKEN_LIFETIME_MS: Record<TokenPurpose, number> = {
  verify: 24 * 3_600_000,
  reset: 3_600_000,
};

/** 256 random bits: not guessable, and not derivable from anything public. */
export function newEmailToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this is stored: a database leak must not hand out working links. */
export function hashEmailToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
