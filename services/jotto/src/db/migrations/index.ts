import {
  challengesMigration,
  dailyViewsMigration,
  dayChangesMigration,
  outboxMigration,
  outboxPruneIndexMigration,
  playerChangesMigration,
  playerNamesMigration,
  processedEventsMigration,
  processedEventsPruneIndexMigration,
  type MigrationList,
} from '@hub/kit';
import { dailyMigration } from './001_daily';
import { matchesMigration } from './002_matches';
import { dailyGamesRankedMigration } from './006_daily_games_ranked';
import { matchChangesMigration } from './009_match_changes';
import { dailyGamesArchiveMigration } from './010_daily_games_archive';

export const migrations: MigrationList = {
  '000_outbox': outboxMigration,
  '000_processed_events': processedEventsMigration,
  '001_daily': dailyMigration,
  '002_matches': matchesMigration,
  '003_player_names': playerNamesMigration,
  '004_outbox_prune_index': outboxPruneIndexMigration,
  '005_processed_events_prune_index': processedEventsPruneIndexMigration,
  '006_daily_games_ranked': dailyGamesRankedMigration,
  '007_daily_views': dailyViewsMigration,
  '008_day_changes': dayChangesMigration('jotto'),
  '009_match_changes': matchChangesMigration,
  '010_daily_games_archive': dailyGamesArchiveMigration,
  '011_challenges': challengesMigration,
  '012_daily_games_changes': playerChangesMigration('jotto', 'daily_games', ['day', 'player_id']),
  '013_daily_guesses_changes': playerChangesMigration('jotto', 'daily_guesses', [
    'day',
    'player_id',
  ]),
};
