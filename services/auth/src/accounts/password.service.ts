import { badRequest, unauthorized } from '@hub/kit';
import type { SignInBody, SignUpBody } from '@hub/proto';
import type { z } from 'zod';
import { DENIED_NAME_MESSAGE, isDeniedName } from '@hub/words';
import { revokeEmailTokens } from '../db/email-tokens.repository';
import { findUserByEmail, insertUser, recordSignIn, type UserRecord } from '../db/users.repository';
import { checkPassword, hashPassword, needsRehash } from '../domain/password';
import { passwordProblem } from '../domain/password-policy';
import { signUpAttemptMail, verificationMail } from '../mail/messages';
import { deliver, issueLink } from './mail-links';
import {
  enqueueSignInEvents,
  signInTransaction,
  type AccountsContext,
} from './sign-in-transaction';

/** One message for a wrong password and an unknown e-mail: it must not tell which accounts exist. */
export const BAD_CREDENTIALS = 'Incorrect e-mail or password';

/** A new account, signed in at once; or an address that has one already (its owner was mailed). */
export type SignUpOutcome = { created: UserRecord } | { taken: true };

/**
 * Stores a new, unverified account, mails it a verification link and hands it the guest's progress
 * (the caller signs it in: an unverified account plays everything, it only stays off the global
 * boards and out of admin). For an e-mail that has an account already, mails its owner instead
 * (with a reset link) and changes nothing else: whoever signs up learns that the address is taken,
 * never anything about the account (docs/threat-model.md, "Sign-up tells a taken address").
 */
export async function signUp(
  ctx: AccountsContext,
  body: z.output<typeof SignUpBody>,
  guestId: string | undefined,
): Promise<SignUpOutcome> {
  // Refused before anything else, so the answer cannot depend on whether the e-mail is taken.
  const problem = passwordProblem(body.password, {
    email: body.email,
    names: [body.firstName, body.lastName],
  });
  if (problem) throw badRequest(problem);
  // Public names show on leaderboards: no slur in them, in any spelling (issue 13). Judged as the
  // whole name, as shown: a surname like Van Dyke is a name, not a slur, beside a first name.
  const fullName = [body.firstName, body.lastName].filter(Boolean).join(' ');
  if (fullName && isDeniedName(fullName)) {
    throw badRequest(DENIED_NAME_MESSAGE);
  }
  // Hashed first: the insert that needs it is what finds out whether the e-mail is new.
  const passwordHash = await hashPassword(body.password);
  const { outcome, message } = await ctx.db.transaction(async (trx) => {
    const created = await insertUser(trx, {
      email: body.email,
      emailVerified: false,
      passwordHash,
      firstName: body.firstName ?? null,
      lastName: body.lastName ?? null,
      username: null,
      profileImageUrl: null,
    });
    const user = created ?? (await findUserByEmail(trx, body.email));
    // Taken a moment ago and gone since (the account was deleted in between): nobody to mail.
    if (!user) return { outcome: { taken: true } as const, message: null };
    if (created) {
      await recordSignIn(trx, created.id);
      await enqueueSignInEvents(trx, created, guestId);
    }
    // Someone signs up with the address of an unverified account: the one who made that account
    // may not own the mailbox. Its pending verification links die, so the owner, who is now told
    // to reset the password, cannot verify an account whose password a squatter chose.
    if (!created && !user.emailVerified) await revokeEmailTokens(trx, user.id);
    const issued = await issueLink(
      trx,
      ctx.mail,
      { id: user.id, email: body.email },
      created ? 'verify' : 'reset',
    );
    const outcome: SignUpOutcome = created ? { created } : { taken: true };
    // A throttled address gets no more mail; the answer stays the same.
    if (!('link' in issued)) return { outcome, message: null };
    return {
      outcome,
      message: created
        ? verificationMail(body.email, issued.link)
        : signUpAttemptMail(body.email, issued.link),
    };
  });
  if ('created' in outcome) ctx.wakeRelay();
  deliver(ctx.mail, message);
  return outcome;
}

/** Unverified accounts sign in too: they play, but are neither admins nor on global boards. */
export async function signInWithPassword(
  ctx: AccountsContext,
  body: z.output<typeof SignInBody>,
  guestId: string | undefined,
): Promise<UserRecord> {
  const user = await findUserByEmail(ctx.db, body.email);
  const valid = await checkPassword(body.password, user?.passwordHash ?? null);
  if (!valid || !user?.passwordHash) throw unauthorized(BAD_CREDENTIALS);
  const newHash = needsRehash(user.passwordHash) ? await hashPassword(body.password) : undefined;
  return signInTransaction(ctx, guestId, async (trx) => {
    await recordSignIn(trx, user.id, newHash);
    return user;
  });
}
