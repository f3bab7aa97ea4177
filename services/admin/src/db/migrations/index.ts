import { outboxMigration, outboxPruneIndexMigration, type MigrationList } from '@hub/kit';
import { auditLogMigration } from './001_audit_log';
import { scheduleActionsMigration } from './010_schedule_actions';
import { deadLetterActionsMigration } from './011_dead_letter_actions';

export const migrations: MigrationList = {
  // The outbox relay every hosted service runs polls this table, though admin enqueues no events.
  '000_outbox': outboxMigration,
  '001_audit_log': auditLogMigration,
  '002_outbox_prune_index': outboxPruneIndexMigration,
  '010_schedule_actions': scheduleActionsMigration,
  '011_dead_letter_actions': deadLetterActionsMigration,
};
