import { outboxMigration, outboxPruneIndexMigration, type MigrationList } from '@hub/kit';
import { usersMigration } from './001_users';
import { oauthAccountsMigration } from './002_oauth_accounts';

export const migrations: MigrationList = {
  '000_outbox': outboxMigration,
  '001_users': usersMigration,
  '002_oauth_accounts': oauthAccountsMigration,
  '003_outbox_prune_index': outboxPruneIndexMigration,
};
