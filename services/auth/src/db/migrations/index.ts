import { outboxMigration, outboxPruneIndexMigration, type MigrationList } from '@hub/kit';
import { usersMigration } from './001_users';
import { oauthAccountsMigration } from './002_oauth_accounts';
import { emailVerificationMigration } from './010_email_verification';
import { roleGrantsMigration } from './011_role_grants';

export const migrations: MigrationList = {
  '000_outbox': outboxMigration,
  '001_users': usersMigration,
  '002_oauth_accounts': oauthAccountsMigration,
  '003_outbox_prune_index': outboxPruneIndexMigration,
  '010_email_verification': emailVerificationMigration,
  '011_role_grants': roleGrantsMigration,
};
