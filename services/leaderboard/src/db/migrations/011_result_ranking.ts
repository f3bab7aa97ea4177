import type { Migration } from '@hub/kit';

/**
 * A puzzle's own numbers for admins (domain/puzzle-numbers.ts): whether each finished game was
 * ranked (null for those kept before), and an index on the puzzle each daily or archive game
 * played, as admins read a game's days by it.
 */
export const resultRankingMigration: Migration = {
  async up(knex) {
    await knex.schema.alterTable('game_results', (table) => {
      table.boolean('ranked');
    });
    await knex.raw(
      `CREATE INDEX game_results_puzzles ON game_results (game, (COALESCE(puzzle_day, day)))
        WHERE mode IN ('daily', 'archive')`,
    );
  },
  async down(knex) {
    await knex.raw('DROP INDEX game_results_puzzles');
    await knex.schema.alterTable('game_results', (table) => {
      table.dropColumn('ranked');
    });
  },
};
