import { enqueueEvent, type Knex } from '@hub/kit';
import { leaderboardName, subjects } from '@hub/proto';
import type { UserRecord } from '../db/users.repository';
import type { AccountMail } from './mail-links';

export interface AccountsContext {
  db: Knex;
  /** Asks the outbox relay to publish soon, once a transaction that enqueued an event commits. */
  wakeRelay: () => void;
  /** How mailed links (verification, password reset) are made and sent. */
  mail: AccountMail;
}

/**
 * Runs a sign-in's user write and its events in one transaction: the events exist if and only if
 * the write does. `player.profile` gives the leaderboards the player's public name (sent on every
 * sign-in, so a changed name or a rebuilt leaderboard catches up, and with whether the e-mail is
 * verified: verifying signs in, so the event follows verification too); `player.linked`, when a guest
 * is signing in, moves the guest's progress.
 */
export async function signInTransaction(
  ctx: AccountsContext,
  guestId: string | undefined,
  write: (trx: Knex.Transaction) => Promise<UserRecord>,
): Promise<UserRecord> {
  const user = await ctx.db.transaction(async (trx) => {
    const user = await write(trx);
    await enqueueSignInEvents(trx, user, guestId);
    return user;
  });
  ctx.wakeRelay();
  return user;
}

/** The events of a sign-in (see `signInTransaction`), for a transaction that also does more. */
export async function enqueueSignInEvents(
  trx: Knex.Transaction,
  user: UserRecord,
  guestId: string | undefined,
): Promise<void> {
  const now = new Date().toISOString();
  await enqueueEvent(trx, subjects.playerProfile, {
    userId: user.id,
    displayName: leaderboardName(user),
    verified: user.emailVerified,
    updatedAt: now,
  });
  if (guestId) {
    await enqueueEvent(trx, subjects.playerLinked, { guestId, userId: user.id, linkedAt: now });
  }
}
