import type { Knex, Migration } from '@hub/kit';

/**
 * Roles an operator granted by command (docs/architecture.md#roles), beside the ones `ADMIN_EMAILS`
 * gives, and the audit of every grant and revocation: who ran it (`operator`), what, to whom,
 * when. The audit keeps the e-mail as typed at the time, so it still reads after the account
 * changes or goes.
 */
export const roleGrantsMigration: Migration = {
  async up(knex: Knex) {
    await knex.schema.createTable('role_grants', (table) => {
      table.uuid('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
      table.text('role').notNullable();
      table.timestamp('granted_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      table.text('granted_by').notNullable();
      table.primary(['user_id', 'role']);
    });
    await knex.schema.createTable('role_audit', (table) => {
      table.bigIncrements('id');
      table.timestamp('at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      table.text('operator').notNullable();
      table.text('action').notNullable();
      table.text('role').notNullable();
      table.text('email').notNullable();
      table.uuid('user_id');
      table.check(`action in ('grant', 'revoke')`, [], 'role_audit_action');
    });
  },
  async down(knex: Knex) {
    await knex.schema.dropTable('role_audit');
    await knex.schema.dropTable('role_grants');
  },
};
