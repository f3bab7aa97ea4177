import { outboxMigration, processedEventsMigration, type MigrationList } from '@hub/kit';

export const migrations: MigrationList = {
  '000_outbox': outboxMigration,
  '001_processed_events': processedEventsMigration,
};
