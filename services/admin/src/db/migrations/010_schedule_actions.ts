import type { Knex, Migration } from '@hub/kit';

const check = (actions: string[]) =>
  `ALTER TABLE audit_log ADD CONSTRAINT audit_log_action CHECK (action IN (${actions
    .map((action) => `'${action}'`)
    .join(', ')}))`;

/** The scheduled dailies' actions: each view of the upcoming answers, and each replacement. */
export const scheduleActionsMigration: Migration = {
  async up(knex: Knex) {
    await knex.raw('ALTER TABLE audit_log DROP CONSTRAINT audit_log_action');
    await knex.raw(check(['generate-puzzle', 'reset-daily', 'view-upcoming', 'replace-daily']));
  },
  async down(knex: Knex) {
    await knex('audit_log').whereIn('action', ['view-upcoming', 'replace-daily']).delete();
    await knex.raw('ALTER TABLE audit_log DROP CONSTRAINT audit_log_action');
    await knex.raw(check(['generate-puzzle', 'reset-daily']));
  },
};
