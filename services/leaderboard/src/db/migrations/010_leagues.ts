import type { Migration } from '@hub/kit';

/**
 * Leagues (docs/rules.md#leagues): a league, its members, the invite links its owner shares (kept
 * only as their SHA-256, as auth keeps its mailed links) and each player's join attempts, counted
 * for the hourly limit. Membership rows go with their league.
 */
export const leaguesMigration: Migration = {
  async up(knex) {
    await knex.schema.createTable('leagues', (table) => {
      table.uuid('id').primary();
      table.text('name').notNullable();
      table.text('owner_id').notNullable();
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    });
    await knex.schema.createTable('league_members', (table) => {
      table.uuid('id').primary();
      table.uuid('league_id').notNullable().references('leagues.id').onDelete('CASCADE');
      table.text('player_id').notNullable();
      table.timestamp('joined_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      table.unique(['league_id', 'player_id']);
      // A player's leagues, for their list and their limit.
      table.index(['player_id']);
    });
    await knex.schema.createTable('league_invites', (table) => {
      table.uuid('id').primary();
      table.uuid('league_id').notNullable().references('leagues.id').onDelete('CASCADE');
      table.text('token_hash').notNullable().unique();
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      table.timestamp('expires_at', { useTz: true }).notNullable();
      table.index(['league_id']);
    });
    await knex.schema.createTable('league_join_attempts', (table) => {
      table.text('player_id').notNullable();
      table.timestamp('attempted_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      table.index(['player_id', 'attempted_at']);
    });
  },
  async down(knex) {
    await knex.schema.dropTable('league_join_attempts');
    await knex.schema.dropTable('league_invites');
    await knex.schema.dropTable('league_members');
    await knex.schema.dropTable('leagues');
  },
};
