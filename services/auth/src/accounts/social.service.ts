import type { Knex } from '@hub/kit';
import {
  findUserByEmail,
  findUserByProviderAccount,
  insertUser,
  linkProviderAccount,
  recordSignIn,
  type UserRecord,
} from '../db/users.repository';
import type { SocialProfile } from '../oauth/social-profile';
import { signInTransaction, type AccountsContext } from './sign-in-transaction';

/**
 * The account a provider's user signs in to: the one already linked to it; else the account with
 * the same e-mail, but only when the provider verified that e-mail (otherwise anyone could claim
 * someone else's account by typing their address at a provider); else a new account.
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
  const user =
    sameEmail ??
    (await insertUser(trx, {
      email: profile.verifiedEmail,
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
