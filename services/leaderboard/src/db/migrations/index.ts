import {
  outboxMigration,
  outboxPruneIndexMigration,
  processedEventsMigration,
  processedEventsPruneIndexMigration,
  type MigrationList,
} from '@hub/kit';
import { progressMigration } from './002_progress';
import { achievementsMigration } from './003_achievements';
import { verifiedPlayersMigration } from './006_verified_players';
import { vsRatingsMigration } from './007_vs_ratings';
import { gameResultsMigration } from './008_game_results';
import { dailyResultsIndexMigration } from './009_daily_results_index';
import { leaguesMigration } from './010_leagues';
import { resultRankingMigration } from './011_result_ranking';
import { puzzleStartsMigration } from './012_puzzle_starts';
import { remindersMigration } from './013_reminders';

export const migrations: MigrationList = {
  '000_outbox': outboxMigration,
  '001_processed_events': processedEventsMigration,
  '002_progress': progressMigration,
  '003_achievements': achievementsMigration,
  '004_outbox_prune_index': outboxPruneIndexMigration,
  '005_processed_events_prune_index': processedEventsPruneIndexMigration,
  '006_verified_players': verifiedPlayersMigration,
  '007_vs_ratings': vsRatingsMigration,
  '008_game_results': gameResultsMigration,
  '009_daily_results_index': dailyResultsIndexMigration,
  '010_leagues': leaguesMigration,
  '011_result_ranking': resultRankingMigration,
  '012_puzzle_starts': puzzleStartsMigration,
  '013_reminders': remindersMigration,
};
