import { badRequest, conflict, unauthorized } from '@hub/kit';
import { consumeEmailToken } from '../db/email-tokens.repository';
import {
  findUserById,
  markEmailVerified,
  recordSignIn,
  type UserRecord,
} from '../db/users.repository';
import { hashEmailToken } from '../domain/email-token';
import { checkPassword } from '../domain/password';
import { verificationMail } from '../mail/messages';
import { deliver, issueLink, LINK_NOT_VALID, tooManyMails } from './mail-links';
import { signInTransaction, type AccountsContext } from './sign-in-transaction';

export const PASSWORD_TO_VERIFY = 'Enter your password to confirm your e-mail';
export const WRONG_PASSWORD_TO_VERIFY =
  'That is not the password this account was created with. If you did not create it, set a new password instead.';

export interface VerifyEmailRequest {
  token: string;
  /** The account's password; not needed when `signedInUserId` is the account. */
  password: string | undefined;
  signedInUserId: string | undefined;
  guestId: string | undefined;
}

/**
 * Following a verification link proves the mailbox, and the password proves the follower made
 * the account: only then does the e-mail become verified and the follower signed in (their guest
 * progress moves to the account, `player.profile` says verified). Without the password check, the
 * owner of an address someone squatted would verify the squatter's account, password and all.
 * The token is used up in the same transaction, so a wrong password leaves it usable.
 */
export function verifyEmail(
  ctx: AccountsContext,
  request: VerifyEmailRequest,
): Promise<UserRecord> {
  return signInTransaction(ctx, request.guestId, async (trx) => {
    const userId = await consumeEmailToken(trx, hashEmailToken(request.token), 'verify');
    if (!userId) throw badRequest(LINK_NOT_VALID);
    const user = await findUserById(trx, userId);
    if (!user) throw badRequest(LINK_NOT_VALID);
    if (request.signedInUserId !== user.id) {
      if (!request.password) throw badRequest(PASSWORD_TO_VERIFY);
      // Throwing rolls the transaction back: the token stays unused.
      if (!(await checkPassword(request.password, user.passwordHash))) {
        throw unauthorized(WRONG_PASSWORD_TO_VERIFY);
      }
    }
    await markEmailVerified(trx, userId);
    await recordSignIn(trx, userId);
    return { ...user, emailVerified: true };
  });
}

/** A new verification link for the signed-in user, at most as often as the mail throttle allows. */
export async function resendVerification(
  ctx: AccountsContext,
  userId: string | undefined,
): Promise<string> {
  const user = userId ? await findUserById(ctx.db, userId) : null;
  if (!user) throw unauthorized('Not signed in');
  const { email } = user;
  if (!email) throw badRequest('Your account has no e-mail address to verify');
  if (user.emailVerified) throw conflict('Your e-mail address is verified already');
  const issued = await ctx.db.transaction((trx) =>
    issueLink(trx, ctx.mail, { id: user.id, email }, 'verify'),
  );
  if (!('link' in issued)) throw tooManyMails(issued.waitSeconds);
  deliver(ctx.mail, verificationMail(email, issued.link));
  return email;
}
