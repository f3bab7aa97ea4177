import type { Knex, Migration } from '@hub/kit';

/**
 * Chains played on a past day's daily, in the archive (docs/rules.md#the-archive): mode
 * 'archive', on the day's daily puzzle, timed from `archive_started_at` (their first archive move;
 * a daily chain left unfinished on its day becomes an archive chain there). Finished, an archive
 * chain is the player's result for that day: one per player and daily puzzle. It is never a
 * daily submission, so the day's boards and ranks never see it.
 */
export const archiveGamesMigration: Migration = {
  async up(knex: Knex) {
    await knex.schema.alterTable('games', (table) => {
      table.timestamp('archive_started_at', { useTz: true });
    });
    await knex.raw(`
      ALTER TABLE games
        DROP CONSTRAINT games_mode,
        DROP CONSTRAINT games_daily_has_puzzle,
        ADD CONSTRAINT games_mode CHECK (mode IN ('endless', 'daily', 'archive')),
        ADD CONSTRAINT games_daily_has_puzzle
          CHECK ((mode IN ('daily', 'archive')) = (daily_puzzle_id IS NOT NULL)),
        ADD CONSTRAINT games_archive_started
          CHECK ((mode = 'archive') = (archive_started_at IS NOT NULL))
    `);
    await knex.raw(`
      CREATE UNIQUE INDEX games_archive_finished ON games (daily_puzzle_id, player_id)
        WHERE mode = 'archive' AND completed_at IS NOT NULL
    `);
  },
  async down(knex: Knex) {
    await knex.raw('DROP INDEX games_archive_finished');
    await knex('games').where({ mode: 'archive' }).delete();
    await knex.raw(`
      ALTER TABLE games
        DROP CONSTRAINT games_archive_started,
        DROP CONSTRAINT games_mode,
        DROP CONSTRAINT games_daily_has_puzzle,
        ADD CONSTRAINT games_mode CHECK (mode IN ('endless', 'daily')),
        ADD CONSTRAINT games_daily_has_puzzle
          CHECK ((mode = 'daily') = (daily_puzzle_id IS NOT NULL))
    `);
    await knex.schema.alterTable('games', (table) => {
      table.dropColumn('archive_started_at');
    });
  },
};
