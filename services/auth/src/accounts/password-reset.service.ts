import { badRequest } from '@hub/kit';
import { consumeEmailToken, revokeEmailTokens } from '../db/email-tokens.repository';
import {
  findUserByEmail,
  findUserById,
  markEmailVerified,
  recordSignIn,
  setPasswordHash,
  type UserRecord,
} from '../db/users.repository';
import { hashEmailToken } from '../domain/email-token';
import { hashPassword } from '../domain/password';
import { passwordProblem } from '../domain/password-policy';
import { passwordResetMail } from '../mail/messages';
import { deliver, issueLink, LINK_NOT_VALID } from './mail-links';
import { signInTransaction, type AccountsContext } from './sign-in-transaction';

/**
 * Mails a reset link when the e-mail has an account (not more often than the mail throttle
 * allows), and nothing otherwise; the caller answers the same either way.
 */
export async function requestPasswordReset(ctx: AccountsContext, email: string): Promise<void> {
  const message = await ctx.db.transaction(async (trx) => {
    const user = await findUserByEmail(trx, email);
    if (!user) return null;
    const issued = await issueLink(trx, ctx.mail, { id: user.id, email }, 'reset');
    return 'link' in issued ? passwordResetMail(email, issued.link) : null;
  });
  deliver(ctx.mail, message);
}

/**
 * Sets the new password of the link's account and signs its follower in. The link proved the
 * mailbox, so the e-mail becomes verified; every other link of the account stops working.
 * (Ending the account's other sessions is the caller's: they live in the session store.)
 */
export async function resetPassword(
  ctx: AccountsContext,
  body: { token: string; password: string },
  guestId: string | undefined,
): Promise<UserRecord> {
  return signInTransaction(ctx, guestId, async (trx) => {
    const userId = await consumeEmailToken(trx, hashEmailToken(body.token), 'reset');
    const user = userId ? await findUserById(trx, userId) : null;
    if (!user) throw badRequest(LINK_NOT_VALID);
    // Checked once the account is known (its e-mail and names count); a refusal rolls the token
    // back, so the same link still works for a better password.
    const problem = passwordProblem(body.password, {
      email: user.email ?? '',
      names: [user.firstName, user.lastName],
    });
    if (problem) throw badRequest(problem);
    await setPasswordHash(trx, user.id, await hashPassword(body.password));
    await markEmailVerified(trx, user.id);
    await revokeEmailTokens(trx, user.id);
    await recordSignIn(trx, user.id);
    return (await findUserById(trx, user.id)) ?? user;
  });
}
