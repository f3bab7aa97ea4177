import type { Knex } from '@hub/kit';
import type { BloomBoard, BloomNotes } from '@hub/proto';

type Db = Knex | Knex.Transaction;

export interface PlayerKey {
  puzzleId: number;
  playerId: string;
  userId?: string;
}

export interface StateRecord {
  /** Null until the first save (a hint alone starts the clock without a board). */
  board: BloomBoard | null;
  /** Null until the player first pencils something in. */
  notes: BloomNotes | null;
  timeElapsed: number;
  hintsUsed: number;
  /** When the clock of an archive garden started; a daily's is timed from its first view. */
  startedAt: Date;
  /** Moved in the archive, after its day (docs/rules.md#the-archive). */
  archive: boolean;
}

interface StateRow {
  board: BloomBoard | null;
  notes: BloomNotes | null;
  time_elapsed: number;
  hints_used: number;
  started_at: Date;
  archive: boolean;
}

const COLUMNS = ['board', 'notes', 'time_elapsed', 'hints_used', 'started_at', 'archive'];

const fromRow = (row: StateRow): StateRecord => ({
  board: row.board,
  notes: row.notes,
  timeElapsed: row.time_elapsed,
  hintsUsed: row.hints_used,
  startedAt: row.started_at,
  archive: row.archive,
});

const keyOf = ({ puzzleId, playerId }: PlayerKey) => ({ puzzle_id: puzzleId, player_id: playerId });

export async function findState(db: Db, key: PlayerKey): Promise<StateRecord | null> {
  const row: StateRow | undefined = await db('player_states').first(COLUMNS).where(keyOf(key));
  return row ? fromRow(row) : null;
}

/**
 * A move made in the archive at `at` (a Date), or null for today's daily: an archive move makes
 * the garden an archive one, whose clock starts at its first archive move, even for a garden
 * begun on its day (docs/rules.md#the-archive).
 */
export type ArchiveMove = Date | null;

/** The columns an archive move sets, on a new row and on an existing one. */
function archiveColumns(db: Db, at: ArchiveMove) {
  if (!at) return { inserted: {}, merged: {} };
  return {
    inserted: { archive: true, started_at: at },
    merged: {
      archive: true,
      // Read from the row as it was: its archive clock, once started, keeps running.
      started_at: db.raw('CASE WHEN ?? THEN ?? ELSE ?::timestamptz END', [
        'player_states.archive',
        'player_states.started_at',
        at.toISOString(),
      ]),
    },
  };
}

/** The first save creates the row and so starts the server's clock; later ones keep it. */
export async function saveBoard(
  db: Db,
  key: PlayerKey,
  saved: { board: BloomBoard; notes: BloomNotes; timeElapsed: number },
  archiveMove: ArchiveMove = null,
): Promise<StateRecord> {
  const columns = {
    board: JSON.stringify(saved.board),
    notes: JSON.stringify(saved.notes),
    time_elapsed: saved.timeElapsed,
  };
  const archive = archiveColumns(db, archiveMove);
  const [row] = await db('player_states')
    .insert({ ...keyOf(key), user_id: key.userId ?? null, ...columns, ...archive.inserted })
    .onConflict(['puzzle_id', 'player_id'])
    .merge({ ...columns, ...archive.merged, updated_at: db.fn.now() })
    .returning<StateRow[]>(COLUMNS);
  return fromRow(row!);
}

/** Counts one hint (starting the clock if this is the player's first move); returns the total. */
export async function countHint(
  db: Db,
  key: PlayerKey,
  archiveMove: ArchiveMove = null,
): Promise<number> {
  const archive = archiveColumns(db, archiveMove);
  const [row] = await db('player_states')
    .insert({ ...keyOf(key), user_id: key.userId ?? null, hints_used: 1, ...archive.inserted })
    .onConflict(['puzzle_id', 'player_id'])
    .merge({
      hints_used: db.raw('?? + 1', ['player_states.hints_used']),
      ...archive.merged,
      updated_at: db.fn.now(),
    })
    .returning<StateRow[]>(COLUMNS);
  return row!.hints_used;
}

/** The state a score is judged on, locked so a hint racing the score cannot slip past it. */
export async function lockState(
  trx: Knex.Transaction,
  key: PlayerKey,
): Promise<StateRecord | null> {
  const row: StateRow | undefined = await trx('player_states')
    .first(COLUMNS)
    .where(keyOf(key))
    .forUpdate();
  return row ? fromRow(row) : null;
}

export async function storeFinalBoard(
  trx: Knex.Transaction,
  key: PlayerKey,
  board: BloomBoard,
  timeElapsed: number,
): Promise<void> {
  await trx('player_states')
    .where(keyOf(key))
    .update({ board: JSON.stringify(board), time_elapsed: timeElapsed, updated_at: trx.fn.now() });
}
