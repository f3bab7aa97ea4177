import type { Knex, Migration } from '@hub/kit';

/** A provider's account id belongs to exactly one user; a user may link several providers. */
export const oauthAccountsMigration: Migration = {
  async up(knex: Knex) {
    await knex.schema.createTable('oauth_accounts', (table) => {
      table.text('provider').notNullable();
      table.text('provider_user_id').notNullable();
      table.uuid('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      table.primary(['provider', 'provider_user_id']);
      table.index('user_id');
    });
  },
  async down(knex: Knex) {
    await knex.schema.dropTable('oauth_accounts');
  },
};
