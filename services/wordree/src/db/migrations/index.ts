import {
  challengesMigration,
  dailyViewsMigration,
  dayChangesMigration,
  outboxMigration,
  outboxPruneIndexMigration,
  playerNamesMigration,
  processedEventsMigration,
  processedEventsPruneIndexMigration,
  type MigrationList,
} from '@hub/kit';
import { puzzlesMigration } from './001_puzzles';
import { gamesMigration } from './002_games';
import { submissionsRankedMigration } from './006_submissions_ranked';
import { archiveGamesMigration } from './009_archive_games';

export const migrations: MigrationList = {
  '000_outbox': outboxMigration,
  '001_puzzles': puzzlesMigration,
  '002_games': gamesMigration,
  '003_processed_events': processedEventsMigration,
  '004_outbox_prune_index': outboxPruneIndexMigration,
  '005_processed_events_prune_index': processedEventsPruneIndexMigration,
  '006_submissions_ranked': submissionsRankedMigration,
  '007_daily_views': dailyViewsMigration,
  '008_day_changes': dayChangesMigration('wordree'),
  '009_archive_games': archiveGamesMigration,
  '010_challenges': challengesMigration,
  '011_player_names': playerNamesMigration,
};
