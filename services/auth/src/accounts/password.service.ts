import { conflict, unauthorized } from '@hub/kit';
import type { SignInBody, SignUpBody } from '@hub/proto';
import type { z } from 'zod';
import { findUserByEmail, insertUser, recordSignIn, type UserRecord } from '../db/users.repository';
import { checkPassword, hashPassword, needsRehash } from '../domain/password';
import { signInTransaction, type AccountsContext } from './sign-in-transaction';

/** One message for a wrong password and an unknown e-mail: it must not tell which accounts exist. */
export const BAD_CREDENTIALS = 'Incorrect e-mail or password';
export const EMAIL_TAKEN = 'An account with this e-mail already exists';

export async function signUp(
  ctx: AccountsContext,
  body: z.output<typeof SignUpBody>,
  guestId: string | undefined,
): Promise<UserRecord> {
  const passwordHash = await hashPassword(body.password);
  return signInTransaction(ctx, guestId, async (trx) => {
    const user = await insertUser(trx, {
      email: body.email,
      passwordHash,
      firstName: body.firstName ?? null,
      lastName: body.lastName ?? null,
      username: null,
      profileImageUrl: null,
    });
    if (!user) throw conflict(EMAIL_TAKEN);
    return user;
  });
}

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
