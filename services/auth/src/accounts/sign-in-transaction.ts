import { enqueueEvent, type Knex } from '@hub/kit';
import { subjects } from '@hub/proto';
import type { UserRecord } from '../db/users.repository';

export interface AccountsContext {
  db: Knex;
  /** Asks the outbox relay to publish soon, once a transaction that enqueued an event commits. */
  wakeRelay: () => void;
}

/**
 * Runs a sign-in's user write and, when a guest is signing in, the `player.linked` event that
 * moves the guest's progress, in one transaction: the event exists if and only if the write does.
 */
export async function signInTransaction(
  ctx: AccountsContext,
  guestId: string | undefined,
  write: (trx: Knex.Transaction) => Promise<UserRecord>,
): Promise<UserRecord> {
  const user = await ctx.db.transaction(async (trx) => {
    const user = await write(trx);
    if (guestId) {
      await enqueueEvent(trx, subjects.playerLinked, {
        guestId,
        userId: user.id,
        linkedAt: new Date().toISOString(),
      });
    }
    return user;
  });
  if (guestId) ctx.wakeRelay();
  return user;
}
