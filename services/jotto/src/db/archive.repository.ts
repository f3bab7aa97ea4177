import type { ArchiveProgress, Knex } from '@hub/kit';

/**
 * Every stored day before `today`, newest first, with how far `playerId` got with it. The
 * scheduled days from today on are never read here: they stay secret.
 */
export async function archiveProgress(
  db: Knex,
  playerId: string,
  today: string,
): Promise<ArchiveProgress[]> {
  const rows: Array<{
    day: string;
    number: number;
    attempts: number | null;
    solved_at: Date | null;
    archive: boolean | null;
  }> = await db('daily_puzzles as puzzle')
    .select('puzzle.day', 'puzzle.number', 'game.attempts', 'game.solved_at', 'game.archive')
    .leftJoin('daily_games as game', (join) =>
      join.on('game.day', 'puzzle.day').andOnVal('game.player_id', playerId),
    )
    .where('puzzle.day', '<', today)
    .orderBy('puzzle.day', 'desc');
  return rows.map((row) => ({
    day: row.day,
    number: row.number,
    started: (row.attempts ?? 0) > 0,
    finished: row.solved_at !== null,
    archive: row.archive ?? false,
  }));
}
