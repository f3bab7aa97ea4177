import type { Knex, Migration } from '@hub/kit';

const check = (actions: string[]) =>
  `ALTER TABLE audit_log ADD CONSTRAINT audit_log_action CHECK (action IN (${actions
    .map((action) => `'${action}'`)
    .join(', ')}))`;

const BEFORE = ['generate-puzzle', 'reset-daily', 'view-upcoming', 'replace-daily'];
const ADDED = ['replay-dead-letter', 'discard-dead-letter'];

/** Replaying and discarding an event a consumer gave up on are on record too. */
export const deadLetterActionsMigration: Migration = {
  async up(knex: Knex) {
    await knex.raw('ALTER TABLE audit_log DROP CONSTRAINT audit_log_action');
    await knex.raw(check([...BEFORE, ...ADDED]));
  },
  async down(knex: Knex) {
    await knex('audit_log').whereIn('action', ADDED).delete();
    await knex.raw('ALTER TABLE audit_log DROP CONSTRAINT audit_log_action');
    await knex.raw(check(BEFORE));
  },
};
