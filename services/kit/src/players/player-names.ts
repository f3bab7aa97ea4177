import type { Knex, Migration } from '../db';

type Db = Knex | Knex.Transaction;

/**
 * Signed-in players' public names as auth announces them (`player.profile`). Services keep their
 * own copy, so leaderboards show these and never a name a request claims. Only a newer
 * announcement replaces one.
 */
export const playerNamesMigration: Migration = {
  async up(knex: Knex) {
    await knex.schema.createTable('player_names', (table) => {
      table.text('user_id').primary();
      table.text('display_name').notNullable();
      table.timestamp('updated_at', { useTz: true }).notNullable();
    });
  },
  async down(knex: Knex) {
    await knex.schema.dropTable('player_names');
  },
};

/** Keeps the latest announced name: a redelivered or late older event changes nothing. */
export async function savePlayerName(
  db: Db,
  name: { userId: string; displayName: string; updatedAt: string },
): Promise<void> {
  await db('player_names')
    .insert({ user_id: name.userId, display_name: name.displayName, updated_at: name.updatedAt })
    .onConflict('user_id')
    .merge()
    .where('player_names.updated_at', '<', name.updatedAt);
}

export async function findPlayerNames(
  db: Db,
  userIds: ReadonlyArray<string | null>,
): Promise<Map<string, string>> {
  const ids = [...new Set(userIds.filter((id): id is string => id !== null))];
  if (ids.length === 0) return new Map();
  const rows: Array<{ user_id: string; display_name: string }> = await db('player_names')
    .select('user_id', 'display_name')
    .whereIn('user_id', ids);
  return new Map(rows.map((row) => [row.user_id, row.display_name]));
}
