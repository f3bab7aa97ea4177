import type { Knex } from '@hub/kit';
import { lockUntilCommit } from './locks';

type Db = Knex | Knex.Transaction;

/** How a verified account whose name never arrived (its profile event is on the way) is listed. */
export const ANONYMOUS_NAME = 'Player';

/**
 * Serializes all changes to one player's progress until the transaction ends. Games of one player
 * may be applied by several consumers at once (replicas, the link consumer): the streak summary
 * is recomputed from the days, which must not change under it.
 */
export async function lockPlayer(trx: Knex.Transaction, playerId: string): Promise<void> {
  await lockUntilCommit(trx, `leaderboard:player:${playerId}`);
}

/** The account a guest signed in to, if they did. */
export async function accountOfGuest(db: Db, guestId: string): Promise<string | null> {
  return (await accountsOfGuests(db, [guestId])).get(guestId) ?? null;
}

/** The accounts each of `guestIds` has signed in to, for those that have. */
export async function accountsOfGuests(db: Db, guestIds: string[]): Promise<Map<string, string>> {
  const rows: { guest_id: string; user_id: string }[] = await db('player_links')
    .select('guest_id', 'user_id')
    .whereIn('guest_id', guestIds);
  return new Map(rows.map((row) => [row.guest_id, row.user_id]));
}

export async function recordLink(
  trx: Knex.Transaction,
  link: { guestId: string; userId: string; linkedAt: string },
): Promise<void> {
  await trx('player_links')
    .insert({ guest_id: link.guestId, user_id: link.userId, linked_at: link.linkedAt })
    .onConflict('guest_id')
    .ignore();
}

/** Remembers whether a player id is a guest's, for the name a leaderboard shows. */
export async function notePlayer(db: Db, playerId: string, isGuest: boolean): Promise<void> {
  await db('players').insert({ player_id: playerId, is_guest: isGuest }).onConflict().ignore();
}

/** Whether every one of these players is an account with a verified e-mail. */
export async function allVerified(db: Db, playerIds: string[]): Promise<boolean> {
  const rows: { player_id: string }[] = await db('players')
    .select('player_id')
    .whereIn('player_id', playerIds)
    .where({ verified: true });
  return rows.length === new Set(playerIds).size;
}

export async function removePlayer(db: Db, playerId: string): Promise<void> {
  await db('players').where({ player_id: playerId }).delete();
}

/**
 * Keeps the newest name and verified state: profile events of two sign-ins may arrive in either
 * order.
 */
export async function recordProfile(
  db: Db,
  profile: { userId: string; displayName: string; verified: boolean; updatedAt: string },
): Promise<void> {
  await db('players')
    .insert({
      player_id: profile.userId,
      is_guest: false,
      display_name: profile.displayName,
      verified: profile.verified,
      name_updated_at: profile.updatedAt,
    })
    .onConflict('player_id')
    .merge(['is_guest', 'display_name', 'verified', 'name_updated_at'])
    .where(function newer() {
      this.whereNull('players.name_updated_at').orWhere(
        'players.name_updated_at',
        '<',
        profile.updatedAt,
      );
    });
}
