import type { Knex, Migration } from '@hub/kit';

/**
 * E-mail is optional (a GitHub account may have no verified one) but unique, and always stored
 * lower-cased so the unique index is case-insensitive. password_hash is null for social-only users.
 */
export const usersMigration: Migration = {
  async up(knex: Knex) {
    await knex.schema.createTable('users', (table) => {
      table.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
      table.text('email').unique();
      table.text('password_hash');
      table.text('first_name');
      table.text('last_name');
      table.text('username');
      table.text('profile_image_url');
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      table.timestamp('last_sign_in_at', { useTz: true });
      table.check('email = lower(email)', [], 'users_email_lower_case');
    });
  },
  async down(knex: Knex) {
    await knex.schema.dropTable('users');
  },
};
