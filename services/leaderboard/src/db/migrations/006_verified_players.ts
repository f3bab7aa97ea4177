import type { Migration } from '@hub/kit';

/**
 * Whether an account's e-mail is verified, from its `player.profile` events: only verified
 * accounts are ranked on the global leaderboards. Accounts known from before start unverified
 * and catch up on their next sign-in.
 */
export const verifiedPlayersMigration: Migration = {
  async up(knex) {
    await knex.schema.alterTable('players', (table) => {
      table.boolean('verified').notNullable().defaultTo(false);
    });
  },
  async down(knex) {
    await knex.schema.alterTable('players', (table) => {
      table.dropColumn('verified');
    });
  },
};
