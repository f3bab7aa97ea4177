import { MAX_STARTS_AN_EVENT, subjects, type GameType } from '@hub/proto';
import type { Knex, Migration } from '../db';
import { GroupedWrites } from '../db/grouped-writes';
import { enqueueEvents } from '../events/outbox';

type Db = Knex | Knex.Transaction;

/**
 * When each player was first served a day's daily puzzle, as the server saw it: the anchor of
 * a daily's time, which nothing the client sends can move. Each game keeps the table in its own
 * schema. Keyed by the America/Chicago day, not by a puzzle id, so a guest's and an account's
 * views of the same day can be merged.
 */
export const dailyViewsMigration: Migration = {
  async up(knex: Knex) {
    await knex.schema.createTable('daily_views', (table) => {
      table.text('day').notNullable();
      table.text('player_id').notNullable();
      table.timestamp('first_viewed_at', { useTz: true }).notNullable();
      table.primary(['day', 'player_id']);
      table.index('player_id');
    });
  },
  async down(knex: Knex) {
    await knex.schema.dropTable('daily_views');
  },
};

/**
 * Players whose view of a day this process has stored, per database: only the first view of a
 * day counts, so once one is stored another changes nothing, and a returning player's daily read
 * then writes nothing. One day at a time (the day being played); when it is full it starts over,
 * which costs each player one more insert that changes nothing.
 */
const storedViews = new WeakMap<Knex, { day: string; players: Set<string> }>();
const STORED_VIEWS_KEPT = 200_000;

function storedViewsOf(db: Knex, day: string): Set<string> {
  let stored = storedViews.get(db);
  if (!stored || stored.day !== day || stored.players.size >= STORED_VIEWS_KEPT) {
    stored = { day, players: new Set() };
    storedViews.set(db, stored);
  }
  return stored.players;
}

/**
 * At most this many views in one INSERT (three parameters each, far below Postgres's limit), and
 * so as many starts in one event.
 */
const MAX_VIEWS_A_WRITE = MAX_STARTS_AN_EVENT;

/** A player served a day's daily puzzle of a game, at a time. */
export interface DailyView {
  game: GameType;
  day: string;
  playerId: string;
  at: Date;
  /** The day's difficulty label, where the game has one: it rides on the start event. */
  difficulty?: string;
}

type ViewRow = { day: string; player_id: string; first_viewed_at: Date };

/**
 * Stores views, and the players whose first of the day they are as `games.started` events in the
 * same transaction, one a day (the leaderboard counts who started a puzzle from them). In the
 * order they came, so a player's earliest view is the one kept.
 */
async function storeViews(trx: Knex.Transaction, views: readonly DailyView[]): Promise<void> {
  const [first] = views;
  if (!first) return;
  const firsts: ViewRow[] = await trx('daily_views')
    .insert(
      views.map(({ day, playerId, at }) => ({ day, player_id: playerId, first_viewed_at: at })),
    )
    .onConflict(['day', 'player_id'])
    .ignore()
    .returning(['day', 'player_id', 'first_viewed_at']);
  // One database is one game's schema; a group written around a reset may hold two days.
  const startsByDay = new Map<string, ViewRow[]>();
  for (const row of firsts) {
    const ofDay = startsByDay.get(row.day);
    if (ofDay) ofDay.push(row);
    else startsByDay.set(row.day, [row]);
  }
  await enqueueEvents(
    trx,
    subjects.gameStarted(first.game),
    [...startsByDay].map(([day, rows]) => {
      const difficulty = views.find((view) => view.day === day)?.difficulty;
      return {
        game: first.game,
        day,
        ...(difficulty ? { difficulty } : {}),
        starts: rows.map((row) => ({
          playerId: row.player_id,
          startedAt: row.first_viewed_at.toISOString(),
        })),
      };
    }),
  );
}

/**
 * The views of one database waiting to be written, together (GroupedWrites): when every player
 * arrives at once (midnight), their first views cost a few write transactions a second rather than
 * one each.
 */
function viewWriter(db: Knex) {
  return new GroupedWrites<DailyView>(
    (views) => db.transaction((trx) => storeViews(trx, views)),
    MAX_VIEWS_A_WRITE,
  );
}

const viewWriters = new WeakMap<Knex, GroupedWrites<DailyView>>();

function viewWriterOf(db: Knex): GroupedWrites<DailyView> {
  let writer = viewWriters.get(db);
  if (!writer) {
    writer = viewWriter(db);
    viewWriters.set(db, writer);
  }
  return writer;
}

/**
 * Records a view of a game's daily; only the first one of the day counts (and starts the
 * player's day of it: a `games.started` event), later ones change nothing.
 */
export async function recordDailyView(db: Db, view: DailyView): Promise<void> {
  // Inside a transaction the row may yet be rolled back, and must be written in it: only a
  // committed one is remembered, and only views outside one are written together.
  if (db.isTransaction) {
    await storeViews(db as Knex.Transaction, [view]);
    return;
  }
  const stored = storedViewsOf(db as Knex, view.day);
  if (stored.has(view.playerId)) return;
  await viewWriterOf(db as Knex).write(view);
  stored.add(view.playerId);
}

/** The player's first view of the day, or null if the server never served it to them. */
export async function firstDailyView(db: Db, day: string, playerId: string): Promise<Date | null> {
  const row: { first_viewed_at: Date } | undefined = await db('daily_views')
    .first('first_viewed_at')
    .where({ day, player_id: playerId });
  return row?.first_viewed_at ?? null;
}

/**
 * A guest signed in: the account's first view of each day becomes the earlier of the two, so a
 * puzzle opened as a guest is not timed afresh once submitted from the account. Idempotent.
 */
export async function moveGuestDailyViews(
  trx: Knex.Transaction,
  guestId: string,
  userId: string,
): Promise<void> {
  await trx.raw(
    `INSERT INTO daily_views (day, player_id, first_viewed_at)
       SELECT day, :account, first_viewed_at FROM daily_views WHERE player_id = :guest
     ON CONFLICT (day, player_id) DO UPDATE
       SET first_viewed_at = least(daily_views.first_viewed_at, excluded.first_viewed_at)`,
    { guest: guestId, account: userId },
  );
  await trx('daily_views').where({ player_id: guestId }).delete();
}
