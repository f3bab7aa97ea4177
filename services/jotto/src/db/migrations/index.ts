import {
  outboxMigration,
  playerNamesMigration,
  processedEventsMigration,
  type MigrationList,
} from '@hub/kit';
import { dailyMigration } from './001_daily';
import { matchesMigration } from './002_matches';

export const migrations: MigrationList = {
  '000_outbox': outboxMigration,
  '000_processed_events': processedEventsMigration,
  '001_daily': dailyMigration,
  '002_matches': matchesMigration,
  '003_player_names': playerNamesMigration,
};
