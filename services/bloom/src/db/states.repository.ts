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
  startedAt: Date;
}

interface StateRow {
  board: BloomBoard | null;
  notes: BloomNotes | null;
  time_elapsed: number;
  hints_used: number;
  started_at: Date;
}

const COLUMNS = ['board', 'notes', 'time_elapsed', 'hints_used', 'started_at'];

const fromRow = (row: StateRow): StateRecord => ({
  board: row.board,
  notes: row.notes,
  timeElapsed: row.time_elapsed,
  hintsUsed: row.hints_used,
  startedAt: row.started_at,
});

const keyOf = ({ puzzleId, playerId }: PlayerKey) => ({ puzzle_id: puzzleId, player_id: playerId });

export async function findState(db: Db, key: PlayerKey): Promise<StateRecord | null> {
  const row: StateRow | undefined = await db('player_states').first(COLUMNS).where(keyOf(key));
  return row ? fromRow(row) : null;
}

/** The first save creates the row and so starts the server's clock; later ones keep it. */
export async function saveBoard(
  db: Db,
  key: PlayerKey,
  saved: { board: BloomBoard; notes: BloomNotes; timeElapsed: number },
): Promise<StateRecord> {
  const columns = {
    board: JSON.stringify(saved.board),
    notes: JSON.stringify(saved.notes),
    time_elapsed: saved.timeElapsed,
  };
  const [row] = await db('player_states')
    .insert({ ...keyOf(key), user_id: key.userId ?? null, ...columns })
    .onConflict(['puzzle_id', 'player_id'])
    .merge({ ...columns, updated_at: db.fn.now() })
    .returning<StateRow[]>(COLUMNS);
  return fromRow(row!);
}

/** Counts one hint (starting the clock if this is the player's first move); returns the total. */
export async function countHint(db: Db, key: PlayerKey): Promise<number> {
  const [row] = await db('player_states')
    .insert({ ...keyOf(key), user_id: key.userId ?? null, hints_used: 1 })
    .onConflict(['puzzle_id', 'player_id'])
    .merge({
      hints_used: db.raw('?? + 1', ['player_states.hints_used']),
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
