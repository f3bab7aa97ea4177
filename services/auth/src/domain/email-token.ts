import { hashLinkToken, newLinkToken } from '@hub/kit';
import type { TokenPurpose } from '../db/email-tokens.repository';

/** How long a mailed link works: a day to verify (mail can be slow), an hour to reset a password. */
export const TOKEN_LIFETIME_MS: Record<TokenPurpose, number> = {
  verify: 24 * 3_600_000,
  reset: 3_600_000,
};

/** 256 random bits. */
export const newEmailToken = (): string => newLinkToken(32);

/** Only the hash is stored. */
export const hashEmailToken = hashLinkToken;
