import type { Knex, Migration } from '@hub/kit';

/**
 * A VS match between two signed-in players. Whose turn it is and who won are player ids; the
 * checks keep a match's columns consistent with its status whatever code writes them.
 */
export const matchesMigration: Migration = {
  async up(knex: Knex) {
    await knex.schema.createTable('matches', (table) => {
      table.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
      table.text('status').notNullable().defaultTo('waiting');
      table.text('player1_id').notNullable();
      table.text('player1_word');
      table.text('player2_id');
      table.text('player2_word');
      table.text('current_turn');
      table.text('winner_id');
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      table.timestamp('completed_at', { useTz: true });
      table.check(`status IN ('waiting', 'active', 'completed')`, [], 'matches_status');
      table.check('player2_id IS NULL OR player2_id <> player1_id', [], 'matches_two_players');
      table.check(
        `(status = 'waiting') = (player2_id IS NULL)`,
        [],
        'matches_joined_unless_waiting',
      );
      table.check(`(status = 'completed') = (winner_id IS NOT NULL)`, [], 'matches_winner');
    });
    await knex.raw('CREATE INDEX matches_player1_idx ON matches (player1_id, updated_at DESC)');
    await knex.raw('CREATE INDEX matches_player2_idx ON matches (player2_id, updated_at DESC)');
    await knex.schema.createTable('match_guesses', (table) => {
      table.uuid('match_id').notNullable().references('id').inTable('matches').onDelete('CASCADE');
      table.integer('move_number').notNullable();
      table.text('player_id').notNullable();
      table.text('guess').notNullable();
      table.integer('matching_letters').notNullable();
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      table.primary(['match_id', 'move_number']);
      table.unique(['match_id', 'player_id', 'guess']);
    });
  },
  async down(knex: Knex) {
    await knex.schema.dropTable('match_guesses');
    await knex.schema.dropTable('matches');
  },
};
