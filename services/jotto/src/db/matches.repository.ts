import type { Knex } from '@hub/kit';
import type { JottoMatchStatus } from '@hub/proto';

type Db = Knex | Knex.Transaction;

export interface MatchRecord {
  id: string;
  status: JottoMatchStatus;
  player1Id: string;
  player1Word: string | null;
  player2Id: string | null;
  player2Word: string | null;
  currentTurn: string | null;
  winnerId: string | null;
  createdAt: Date;
  updatedAt: Date;
  completedAt: Date | null;
}

export interface MatchGuessRecord {
  matchId: string;
  moveNumber: number;
  playerId: string;
  guess: string;
  matchingLetters: number;
}

interface MatchRow {
  id: string;
  status: JottoMatchStatus;
  player1_id: string;
  player1_word: string | null;
  player2_id: string | null;
  player2_word: string | null;
  current_turn: string | null;
  winner_id: string | null;
  created_at: Date;
  updated_at: Date;
  completed_at: Date | null;
}

const fromRow = (row: MatchRow): MatchRecord => ({
  id: row.id,
  status: row.status,
  player1Id: row.player1_id,
  player1Word: row.player1_word,
  player2Id: row.player2_id,
  player2Word: row.player2_word,
  currentTurn: row.current_turn,
  winnerId: row.winner_id,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
  completedAt: row.completed_at,
});

export async function insertMatch(
  db: Db,
  match: { player1Id: string; player1Word: string | null },
): Promise<MatchRecord> {
  const [row] = await db('matches')
    .insert({ player1_id: match.player1Id, player1_word: match.player1Word })
    .returning<MatchRow[]>('*');
  return fromRow(row!);
}

export async function findMatch(db: Db, id: string): Promise<MatchRecord | null> {
  const row: MatchRow | undefined = await db('matches').first().where({ id });
  return row ? fromRow(row) : null;
}

/** Reads a match and holds it until the transaction ends: moves on one match happen in turn. */
export async function lockMatch(trx: Knex.Transaction, id: string): Promise<MatchRecord | null> {
  const row: MatchRow | undefined = await trx('matches').first().where({ id }).forUpdate();
  return row ? fromRow(row) : null;
}

export type MatchChange = Partial<
  Pick<
    MatchRecord,
    | 'status'
    | 'player1Word'
    | 'player2Id'
    | 'player2Word'
    | 'currentTurn'
    | 'winnerId'
    | 'completedAt'
  >
>;

const COLUMN_OF: Record<keyof MatchChange, keyof MatchRow> = {
  status: 'status',
  player1Word: 'player1_word',
  player2Id: 'player2_id',
  player2Word: 'player2_word',
  currentTurn: 'current_turn',
  winnerId: 'winner_id',
  completedAt: 'completed_at',
};

export async function updateMatch(
  trx: Knex.Transaction,
  id: string,
  change: MatchChange,
): Promise<MatchRecord> {
  const columns = Object.fromEntries(
    Object.entries(change).map(([key, value]) => [COLUMN_OF[key as keyof MatchChange], value]),
  );
  const [row] = await trx('matches')
    .where({ id })
    .update({ ...columns, updated_at: trx.fn.now() })
    .returning<MatchRow[]>('*');
  return fromRow(row!);
}

/** A player's matches, the most recently changed first. */
export async function listPlayerMatches(
  db: Db,
  playerId: string,
  limit: number,
): Promise<MatchRecord[]> {
  const rows: MatchRow[] = await db('matches')
    .select()
    .where({ player1_id: playerId })
    .orWhere({ player2_id: playerId })
    .orderBy('updated_at', 'desc')
    .limit(limit);
  return rows.map(fromRow);
}

export async function listMatchGuesses(db: Db, matchIds: string[]): Promise<MatchGuessRecord[]> {
  if (matchIds.length === 0) return [];
  return db('match_guesses')
    .select({
      matchId: 'match_id',
      moveNumber: 'move_number',
      playerId: 'player_id',
      guess: 'guess',
      matchingLetters: 'matching_letters',
    })
    .whereIn('match_id', matchIds)
    .orderBy(['match_id', 'move_number']);
}

export async function insertMatchGuess(trx: Knex.Transaction, guess: MatchGuessRecord) {
  await trx('match_guesses').insert({
    match_id: guess.matchId,
    move_number: guess.moveNumber,
    player_id: guess.playerId,
    guess: guess.guess,
    matching_letters: guess.matchingLetters,
  });
}

/** Where a match stands, without its words or guesses: what a match stream compares. */
export interface MatchState {
  id: string;
  status: JottoMatchStatus;
  currentTurn: string | null;
  winnerId: string | null;
  updatedAt: Date;
}

/**
 * The matches each of `playerIds` plays or waits in, and those finished in the last
 * `finishedWithinMinutes` (so a stream sees a match end), the `limit` most recently changed each.
 */
export async function matchStatesOf(
  db: Db,
  playerIds: string[],
  { limit, finishedWithinMinutes }: { limit: number; finishedWithinMinutes: number },
): Promise<Map<string, MatchState[]>> {
  const states = new Map<string, MatchState[]>(playerIds.map((id) => [id, []]));
  if (playerIds.length === 0) return states;
  // node-postgres sends the ids as one Postgres array; each player gets their own LIMIT.
  const { rows } = await db.raw<{ rows: Array<MatchState & { playerId: string }> }>(
    `SELECT p.player_id AS "playerId", m.id, m.status, m.current_turn AS "currentTurn",
            m.winner_id AS "winnerId", m.updated_at AS "updatedAt"
       FROM unnest(?::text[]) AS p(player_id)
       CROSS JOIN LATERAL (
         SELECT id, status, current_turn, winner_id, updated_at FROM matches
          WHERE (player1_id = p.player_id OR player2_id = p.player_id)
            AND (status <> 'completed' OR completed_at > now() - make_interval(mins => ?))
          ORDER BY updated_at DESC
          LIMIT ?
       ) AS m`,
    [playerIds, finishedWithinMinutes, limit],
  );
  for (const { playerId, ...state } of rows) states.get(playerId)?.push(state);
  return states;
}
