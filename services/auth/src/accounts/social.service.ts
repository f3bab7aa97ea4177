import type { Knex } from '@hub/kit';
import { revokeEmailTokens } from '../db/email-tokens.repository';
import {
  findUserByEmail,
  findUserByProviderAccount,
  insertUser,
  linkProviderAccount,
  recordSignIn,
  releaseEmail,
  type UserRecord,
} from '../db/users.repository';
import type { SocialProfile } from '../oauth/social-profile';
import { signInTransaction, type AccountsContext } from './sign-in-transaction';

/**
 * The account a provider's user signs in to: the one already linked to it; else the account with
 * the same e-mail, but only when both sides proved it — the provider verified it (otherwise anyone
 * could claim someone else's account by typing their address at a provider) and so did the
 * account (otherwise someone who registered the victim's address with a password beforehand would
 * get the victim's sign-in: the pre-hijack). An unverified account loses its claim to the e-mail
 * instead, its mailed links stop working, and the provider's user gets a new account holding the
 * e-mail, verified.
 */
async function findOrCreateUser(
  trx: Knex.Transaction,
  profile: SocialProfile,
): Promise<UserRecord> {
  const linked = await findUserByProviderAccount(trx, profile.provider, profile.providerUserId);
  if (linked) return linked;
  const sameEmail = profile.verifiedEmail
    ? await findUserByEmail(trx, profile.verifiedEmail)
    : null;
  if (sameEmail && !sameEmail.emailVerified) {
    await releaseEmail(trx, sameEmail.id);
    await revokeEmailTokens(trx, sameEmail.id);
  }
  const user =
    (sameEmail?.emailVerified ? sameEmail : null) ??
    (await insertUser(trx, {
      email: profile.verifiedEmail,
      emailVerified: profile.verifiedEmail !== null,
      passwordHash: null,
      firstName: profile.firstName,
      lastName: profile.lastName,
      username: profile.username,
      profileImageUrl: profile.profileImageUrl,
    }));
  if (!user)
    throw new Error('The e-mail was claimed by a concurrent sign-up; the next try links it');
  await linkProviderAccount(trx, {
    provider: profile.provider,
    providerUserId: profile.providerUserId,
    userId: user.id,
  });
  return user;
}

export function signInWithProvider(
  ctx: AccountsContext,
  profile: SocialProfile,
  guestId: string | undefined,
): Promise<UserRecord> {
  return signInTransaction(ctx, guestId, async (trx) => {
    const user = await findOrCreateUser(trx, profile);
    await recordSignIn(trx, user.id);
    return user;
  });
}
