import {
  outboxMigration,
  playerNamesMigration,
  processedEventsMigration,
  type MigrationList,
} from '@hub/kit';
import { dailyPuzzlesMigration } from './001_daily_puzzles';
import { playerStatesMigration } from './002_player_states';
import { scoresMigration } from './003_scores';

export const migrations: MigrationList = {
  '000_outbox': outboxMigration,
  '001_daily_puzzles': dailyPuzzlesMigration,
  '002_player_states': playerStatesMigration,
  '003_scores': scoresMigration,
  '004_processed_events': processedEventsMigration,
  '005_player_names': playerNamesMigration,
};
