import { HttpError, type Knex, type Logger } from '@hub/kit';
import {
  insertEmailToken,
  tokensSentSince,
  type TokenPurpose,
} from '../db/email-tokens.repository';
import { hashEmailToken, newEmailToken, TOKEN_LIFETIME_MS } from '../domain/email-token';
import { mailWaitSeconds, THROTTLE_WINDOW_MS } from '../domain/mail-throttle';
import type { Mail, Mailer } from '../mail/mailer';
import { mailedLink } from '../mail/messages';

export interface AccountMail {
  mailer: Mailer;
  /** The site's origin: links in mails point at its pages. */
  publicUrl: string;
  logger: Logger;
}

/** The web pages a mailed link opens (they post the token from the link's fragment). */
const LINK_PAGES: Record<TokenPurpose, string> = {
  verify: '/verify-email',
  reset: '/reset-password',
};

export type IssuedLink = { link: string } | { waitSeconds: number };

/**
 * Makes a single-use, expiring link for `purpose` to the user's e-mail, storing only the token's
 * hash; or says how long to wait when this account was mailed such links too often.
 */
export async function issueLink(
  trx: Knex.Transaction,
  mail: AccountMail,
  user: { id: string; email: string },
  purpose: TokenPurpose,
): Promise<IssuedLink> {
  const now = new Date();
  const recent = await tokensSentSince(
    trx,
    user.id,
    purpose,
    new Date(now.getTime() - THROTTLE_WINDOW_MS),
  );
  const waitSeconds = mailWaitSeconds(recent, now);
  if (waitSeconds > 0) return { waitSeconds };
  const token = newEmailToken();
  await insertEmailToken(trx, {
    tokenHash: hashEmailToken(token),
    userId: user.id,
    purpose,
    email: user.email,
    expiresAt: new Date(now.getTime() + TOKEN_LIFETIME_MS[purpose]),
  });
  return { link: mailedLink(mail.publicUrl, LINK_PAGES[purpose], token) };
}

/**
 * Sends after the answer, once the token's transaction has committed: the answer must not wait on
 * (or time) the mail server, and a failed delivery is ours to log, not the visitor's to see.
 */
export function deliver(mail: AccountMail, message: Mail | null): void {
  if (!message) return;
  mail.mailer.send(message).catch((error: unknown) => {
    mail.logger.error({ err: error, subject: message.subject }, 'mail could not be sent');
  });
}

export const tooManyMails = (waitSeconds: number) =>
  new HttpError(
    429,
    `We sent you a mail a moment ago. Please check your inbox (and spam folder), or try again in ${waitSeconds} s.`,
    { 'Retry-After': String(waitSeconds) },
  );

/** One message for every link that does not work any more, whatever the reason. */
export const LINK_NOT_VALID =
  'This link has expired or was already used. Please ask for a new one.';
