import type { Knex } from '@hub/kit';
import type { SocialProvider } from '@hub/proto';

/** A stored user, as the rest of the service sees it. */
export interface UserRecord {
  id: string;
  email: string | null;
  /** The e-mail was proved the holder's: only then may it be admin (docs/architecture.md#roles). */
  emailVerified: boolean;
  passwordHash: string | null;
  firstName: string | null;
  lastName: string | null;
  username: string | null;
  profileImageUrl: string | null;
}

export type NewUser = Omit<UserRecord, 'id'>;

interface UserRow {
  id: string;
  email: string | null;
  email_verified_at: Date | null;
  password_hash: string | null;
  first_name: string | null;
  last_name: string | null;
  username: string | null;
  profile_image_url: string | null;
}

const fromRow = (row: UserRow): UserRecord => ({
  id: row.id,
  email: row.email,
  emailVerified: row.email !== null && row.email_verified_at !== null,
  passwordHash: row.password_hash,
  firstName: row.first_name,
  lastName: row.last_name,
  username: row.username,
  profileImageUrl: row.profile_image_url,
});

const COLUMNS = [
  'id',
  'email',
  'email_verified_at',
  'password_hash',
  'first_name',
  'last_name',
  'username',
  'profile_image_url',
];

type Db = Knex | Knex.Transaction;

export async function findUserById(db: Db, id: string): Promise<UserRecord | null> {
  const row: UserRow | undefined = await db('users').first(COLUMNS).where({ id });
  return row ? fromRow(row) : null;
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRecord | null> {
  const row: UserRow | undefined = await db('users').first(COLUMNS).where({ email });
  return row ? fromRow(row) : null;
}

export async function findUserByProviderAccount(
  db: Db,
  provider: SocialProvider,
  providerUserId: string,
): Promise<UserRecord | null> {
  const row: UserRow | undefined = await db('users')
    .first(COLUMNS.map((column) => `users.${column}`))
    .join('oauth_accounts', 'oauth_accounts.user_id', 'users.id')
    .where({
      'oauth_accounts.provider': provider,
      'oauth_accounts.provider_user_id': providerUserId,
    });
  return row ? fromRow(row) : null;
}

/**
 * Inserts a user (marked signed in now), or returns null when the e-mail is taken. Skipping the conflict
 * (rather than catching the unique violation) keeps the caller's transaction usable.
 */
export async function insertUser(db: Db, user: NewUser): Promise<UserRecord | null> {
  const [row] = await db('users')
    .insert({
      email: user.email,
      email_verified_at: user.emailVerified ? db.fn.now() : null,
      password_hash: user.passwordHash,
      first_name: user.firstName,
      last_name: user.lastName,
      username: user.username,
      profile_image_url: user.profileImageUrl,
      last_sign_in_at: db.fn.now(),
    })
    .onConflict('email')
    .ignore()
    .returning<UserRow[]>(COLUMNS);
  return row ? fromRow(row) : null;
}

/** Records a sign-in; a new password hash replaces the old one when its parameters were outdated. */
export async function recordSignIn(db: Db, id: string, newPasswordHash?: string): Promise<void> {
  await db('users')
    .where({ id })
    .update({
      last_sign_in_at: db.fn.now(),
      ...(newPasswordHash ? { password_hash: newPasswordHash } : {}),
    });
}

export async function linkProviderAccount(
  db: Db,
  link: { provider: SocialProvider; providerUserId: string; userId: string },
): Promise<void> {
  await db('oauth_accounts').insert({
    provider: link.provider,
    provider_user_id: link.providerUserId,
    user_id: link.userId,
  });
}

/** The mailbox was proved: a mailed link was followed, or a reset link used. */
export async function markEmailVerified(db: Db, id: string): Promise<void> {
  await db('users')
    .where({ id })
    .update({ email_verified_at: db.raw('coalesce(email_verified_at, now())') });
}

export async function setPasswordHash(db: Db, id: string, passwordHash: string): Promise<void> {
  await db('users').where({ id }).update({ password_hash: passwordHash });
}

/**
 * Takes an unverified e-mail away from an account (the pre-hijack defence,
 * docs/architecture.md#roles): whoever typed it never proved the mailbox, and its owner just did.
 * Without an e-mail the account's password can no longer sign in as that address.
 */
export async function releaseEmail(db: Db, id: string): Promise<void> {
  await db('users').where({ id }).update({ email: null, email_verified_at: null });
}
