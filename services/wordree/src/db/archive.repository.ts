import type { Knex } from '@hub/kit';
import type { DayPlay } from '../domain/archive';

/** A past day's current daily puzzle, and what one player did with it. */
export interface ArchivedDaily extends DayPlay {
  dailyPuzzleId: number;
  day: string;
}

/**
 * Every day before `today` with a current daily puzzle (a day an admin reset plays its new one),
 * newest first, with what `playerId` did with it. The scheduled days from today on are never
 * read here: they stay secret.
 */
export async function archivedDailies(
  db: Knex,
  playerId: string,
  today: string,
): Promise<ArchivedDaily[]> {
  const rows: Array<{
    id: number;
    day: string;
    submitted: boolean;
    finished_in_archive: boolean;
    begun: boolean;
  }> = await db('daily_puzzles as d')
    .select('d.id', 'd.day')
    .select(
      db.raw(
        'EXISTS (SELECT 1 FROM daily_submissions s WHERE s.daily_puzzle_id = d.id AND s.player_id = ?) AS submitted',
        [playerId],
      ),
      db.raw(
        `EXISTS (SELECT 1 FROM games g WHERE g.daily_puzzle_id = d.id AND g.player_id = ?
           AND g.mode = 'archive' AND g.completed_at IS NOT NULL) AS finished_in_archive`,
        [playerId],
      ),
      db.raw(
        'EXISTS (SELECT 1 FROM games g WHERE g.daily_puzzle_id = d.id AND g.player_id = ?) AS begun',
        [playerId],
      ),
    )
    .whereNull('d.retired_at')
    .andWhere('d.day', '<', today)
    .orderBy('d.day', 'desc');
  return rows.map((row) => ({
    dailyPuzzleId: row.id,
    day: row.day,
    submitted: row.submitted,
    finishedInArchive: row.finished_in_archive,
    begun: row.begun,
  }));
}
