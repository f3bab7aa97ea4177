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
import { dailyPuzzlesMigration } from './001_daily_puzzles';
import { playerStatesMigration } from './002_player_states';
import { scoresMigration } from './003_scores';
import { scoresRankedMigration } from './008_scores_ranked';
import { clueRuleDaysMigration } from './010_clue_rule_days';
import { playerStateNotesMigration } from './012_player_state_notes';
import { archivePlayMigration } from './013_archive_play';
import { scoreFinishIdsMigration } from './015_score_finish_ids';
import { weekdayStepsDaysMigration } from './018_weekday_steps_days';

export const migrations: MigrationList = {
  '000_outbox': outboxMigration,
  '001_daily_puzzles': dailyPuzzlesMigration,
  '002_player_states': playerStatesMigration,
  '003_scores': scoresMigration,
  '004_processed_events': processedEventsMigration,
  '005_player_names': playerNamesMigration,
  '006_outbox_prune_index': outboxPruneIndexMigration,
  '007_processed_events_prune_index': processedEventsPruneIndexMigration,
  '008_scores_ranked': scoresRankedMigration,
  '009_daily_views': dailyViewsMigration,
  '010_clue_rule_days': clueRuleDaysMigration,
  '011_day_changes': dayChangesMigration('bloom'),
  '012_player_state_notes': playerStateNotesMigration,
  '013_archive_play': archivePlayMigration,
  '014_challenges': challengesMigration,
  '015_score_finish_ids': scoreFinishIdsMigration,
  '016_player_states_changes': playerChangesMigration('bloom', 'player_states', [
    'puzzle_id',
    'player_id',
  ]),
  '017_scores_changes': playerChangesMigration('bloom', 'scores', ['puzzle_id', 'player_id']),
  '018_weekday_steps_days': weekdayStepsDaysMigration,
};
