import { createHash, randomBytes } from 'node:crypto';

/**
 * The secret a link carries (a mailed sign-in link, a league's invite): random bytes, base64url,
 * so it is not guessable and not derivable from anything public.
 */
export function newLinkToken(bytes: number): string {
  return randomBytes(bytes).toString('base64url');
}

/** Only this is stored: a database leak must not hand out working links. */
export function hashLinkToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
