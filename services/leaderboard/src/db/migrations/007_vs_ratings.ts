import type { Migration } from '@hub/kit';

/**
 * VS results feed a rating instead of points. `vs_results` holds each rated match once (its
 * primary key makes rating idempotent per match, whichever player's event comes first) and lets
 * the rating count a pair's recent results, which damp the next one.
 */
export const vsRatingsMigration: Migration = {
  async up(knex) {
    await knex.schema.createTable('vs_ratings', (table) => {
      table.text('player_id').notNullable();
      table.text('game').notNullable();
      // Elo moves by fractions of a point; boards show it rounded.
      table.double('rating').notNullable();
      table.integer('matches').notNullable();
      table.primary(['player_id', 'game']);
      table.index(['game', 'rating']);
    });

    await knex.schema.createTable('vs_results', (table) => {
      table.text('game').notNullable();
      table.text('match_id').notNullable();
      table.text('winner_id').notNullable();
      table.text('loser_id').notNullable();
      // The pair in a fixed order, so one index finds its results whoever won.
      table.text('player_low').notNullable();
      table.text('player_high').notNullable();
      table.timestamp('finished_at', { useTz: true }).notNullable();
      table.double('k').notNullable();
      table.double('delta').notNullable();
      table.primary(['game', 'match_id']);
      table.index(['game', 'player_low', 'player_high', 'finished_at']);
    });
  },
  async down(knex) {
    await knex.schema.dropTable('vs_results');
    await knex.schema.dropTable('vs_ratings');
  },
};
