import type { Knex, Migration } from '@hub/kit';

/**
 * Every admin action, written before it reaches the game service and completed with its outcome:
 * an action whose answer never came (a crash, a timeout) still shows, as pending. The checks keep
 * a row's outcome columns consistent with its status whatever code writes them.
 */
export const auditLogMigration: Migration = {
  async up(knex: Knex) {
    await knex.schema.createTable('audit_log', (table) => {
      table.increments('id').primary();
      table.text('action').notNullable();
      table.text('actor_user_id').notNullable();
      table.jsonb('parameters').notNullable();
      table.text('status').notNullable().defaultTo('pending');
      table.jsonb('result');
      table.text('error');
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      table.timestamp('finished_at', { useTz: true });
      table.check(`action IN ('generate-puzzle', 'reset-daily')`, [], 'audit_log_action');
      table.check(`status IN ('pending', 'succeeded', 'failed')`, [], 'audit_log_status');
      table.check(`(status = 'pending') = (finished_at IS NULL)`, [], 'audit_log_finished');
      table.check(`(status = 'succeeded') = (result IS NOT NULL)`, [], 'audit_log_result');
      table.check(`(status = 'failed') = (error IS NOT NULL)`, [], 'audit_log_error');
    });
  },
  async down(knex: Knex) {
    await knex.schema.dropTable('audit_log');
  },
};
