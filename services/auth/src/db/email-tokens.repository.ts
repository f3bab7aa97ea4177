import type { Knex } from '@hub/kit';

type Db = Knex | Knex.Transaction;

/** What a mailed token is for: proving an e-mail, or setting a new password. */
export type TokenPurpose = 'verify' | 'reset';

export interface NewEmailToken {
  tokenHash: string;
  userId: string;
  purpose: TokenPurpose;
  email: string;
  expiresAt: Date;
}

export async function insertEmailToken(db: Db, token: NewEmailToken): Promise<void> {
  await db('email_tokens').insert({
    token_hash: token.tokenHash,
    user_id: token.userId,
    purpose: token.purpose,
    email: token.email,
    expires_at: token.expiresAt,
  });
}

/** When tokens of this purpose were last mailed to the user, newest first (for throttling). */
export async function tokensSentSince(
  db: Db,
  userId: string,
  purpose: TokenPurpose,
  since: Date,
): Promise<Date[]> {
  const rows: { created_at: Date }[] = await db('email_tokens')
    .select('created_at')
    .where({ user_id: userId, purpose })
    .where('created_at', '>', since)
    .orderBy('created_at', 'desc');
  return rows.map((row) => row.created_at);
}

/**
 * Uses a token up, in one statement so two clicks cannot both succeed: answers its user id only
 * when it was unused, unexpired, of this purpose, and the user still holds the e-mail it was
 * sent to.
 */
export async function consumeEmailToken(
  db: Db,
  tokenHash: string,
  purpose: TokenPurpose,
): Promise<string | null> {
  const [row] = await db('email_tokens')
    .update({ used_at: db.fn.now() })
    .where({ token_hash: tokenHash, purpose })
    .whereNull('used_at')
    .where('expires_at', '>', db.fn.now())
    .whereExists((users) =>
      users
        .select(db.raw('1'))
        .from('users')
        .whereRaw('users.id = email_tokens.user_id')
        .whereRaw('users.email = email_tokens.email'),
    )
    .returning<{ user_id: string }[]>('user_id');
  return row?.user_id ?? null;
}

/** Makes every outstanding token of the user useless (after a reset, or when an e-mail is released). */
export async function revokeEmailTokens(db: Db, userId: string): Promise<void> {
  await db('email_tokens')
    .update({ used_at: db.fn.now() })
    .where({ user_id: userId })
    .whereNull('used_at');
}
