import type { Knex, Migration } from '@hub/kit';

/**
 * An e-mail counts as the account holder's only once proved: by a mailed link, a password reset
 * (the link proved the mailbox), or a provider that verified it. Accounts that never had a
 * password got their e-mail from a provider's verified address (social sign-in stored nothing
 * else), so they start verified; password accounts must prove theirs.
 *
 * `email_tokens` keeps only a SHA-256 of each mailed token: a leaked table cannot be used to
 * verify or reset anything. A token is bound to the e-mail it was sent to, so a link cannot
 * verify an address the account no longer holds.
 */
export const emailVerificationMigration: Migration = {
  async up(knex: Knex) {
    await knex.schema.alterTable('users', (table) => {
      table.timestamp('email_verified_at', { useTz: true });
    });
    await knex('users')
      .whereNotNull('email')
      .whereNull('password_hash')
      .update({ email_verified_at: knex.ref('created_at') });

    await knex.schema.createTable('email_tokens', (table) => {
      table.text('token_hash').primary();
      table.uuid('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
      table.text('purpose').notNullable();
      table.text('email').notNullable();
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      table.timestamp('expires_at', { useTz: true }).notNullable();
      table.timestamp('used_at', { useTz: true });
      table.check(`purpose in ('verify', 'reset')`, [], 'email_tokens_purpose');
      table.index(['user_id', 'purpose', 'created_at']);
    });
  },
  async down(knex: Knex) {
    await knex.schema.dropTable('email_tokens');
    await knex.schema.alterTable('users', (table) => {
      table.dropColumn('email_verified_at');
    });
  },
};
