import type { ArchiveProgress, Knex } from '@hub/kit';

/**
 * Every stored day before `today`, newest first, with how far `playerId` got with it: started
 * by a first move (a saved garden or a hint), finished by a score. The scheduled days from today
 * on are never read here: they stay secret.
 */
export async function archiveProgress(
  db: Knex,
  playerId: string,
  today: string,
): Promise<ArchiveProgress[]> {
  const rows: Array<{
    day_key: string;
    puzzle_number: number;
    started: boolean;
    archive: boolean | null;
  }> = await db('daily_puzzles as puzzle')
    .select('puzzle.day_key', 'puzzle.puzzle_number', 'score.archive')
    .select(db.raw('state.player_id IS NOT NULL AS started'))
    .leftJoin('player_states as state', (join) =>
      join.on('state.puzzle_id', 'puzzle.id').andOnVal('state.player_id', playerId),
    )
    .leftJoin('scores as score', (join) =>
      join.on('score.puzzle_id', 'puzzle.id').andOnVal('score.player_id', playerId),
    )
    .where('puzzle.day_key', '<', today)
    .orderBy('puzzle.day_key', 'desc');
  return rows.map((row) => ({
    day: row.day_key,
    number: row.puzzle_number,
    started: row.started,
    finished: row.archive !== null,
    archive: row.archive ?? false,
  }));
}
