import type { Migration } from '@hub/kit';

/**
 * Streak reminders (docs/rules.md#streak-reminders): each player's time and zone, and the
 * devices (Web Push subscriptions) they go to.
 */
export const remindersMigration: Migration = {
  async up(knex) {
    await knex.schema.createTable('reminder_schedules', (table) => {
      table.text('player_id').primary();
      table.text('local_time').notNullable();
      table.text('time_zone').notNullable();
      // The player's local day the last reminder was sent (or found nothing to remind) for.
      table.text('last_sent_local_day');
      // When the next is due (nextReminderAt): what the sweep looks rows up by.
      table.timestamp('due_at', { useTz: true }).notNullable();
      table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      table.index(['due_at']);
    });
    await knex.schema.createTable('reminder_devices', (table) => {
      // The push service's URL for one browser: unique, and a secret only it and we know.
      table.text('endpoint').primary();
      table
        .text('player_id')
        .notNullable()
        .references('player_id')
        .inTable('reminder_schedules')
        .onDelete('CASCADE');
      table.text('p256dh').notNullable();
      table.text('auth').notNullable();
      // Sends in a row that failed for a reason that may pass; dropped at a limit.
      table.integer('failures').notNullable().defaultTo(0);
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      table.index(['player_id']);
    });
  },
  async down(knex) {
    await knex.schema.dropTable('reminder_devices');
    await knex.schema.dropTable('reminder_schedules');
  },
};
