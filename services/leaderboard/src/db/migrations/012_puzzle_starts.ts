import type { Migration } from '@hub/kit';

/**
 * Who started each day's daily puzzle of each game (the games' `games.started` events: a player's
 * first view of the day), for the admins' numbers beside who finished it.
 */
export const puzzleStartsMigration: Migration = {
  async up(knex) {
    await knex.schema.createTable('puzzle_starts', (table) => {
      table.text('game').notNullable();
      table.text('day').notNullable();
      table.text('player_id').notNullable();
      table.timestamp('started_at', { useTz: true }).notNullable();
      // The day's difficulty label, where the game has one, as its start event said.
      table.text('difficulty');
      table.primary(['game', 'day', 'player_id']);
      // A guest's starts, moved when they sign in.
      table.index(['player_id']);
    });
  },
  async down(knex) {
    await knex.schema.dropTable('puzzle_starts');
  },
};
