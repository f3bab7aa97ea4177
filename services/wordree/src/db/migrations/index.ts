import { outboxMigration, type MigrationList } from '@hub/kit';

export const migrations: MigrationList = {
  '000_outbox': outboxMigration,
};
