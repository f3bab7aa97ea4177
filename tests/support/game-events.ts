import {
  createDb,
  enqueueEvent,
  migrateSchema,
  outboxMigration,
  OutboxRelay,
  type EventTransport,
  type Knex,
  type Logger,
} from '@hub/kit';
import {
  dayKey,
  GAME_TYPES,
  GameFinishedEvent,
  startOfDay,
  subjects,
  type GameType,
} from '@hub/proto';

export type FinishedGame = Omit<GameFinishedEvent, 'eventId'>;

const NOON_MS = 12 * 3_600_000;

/**
 * A finished game as a game service reports it. Unset facts default to a won daily game worth
 * 100 points (ranked), finished now; given only a past `day`, it finished at noon (Chicago) that day.
 */
export function finishedGame(
  facts: Pick<FinishedGame, 'game' | 'playerId'> & Partial<FinishedGame>,
): FinishedGame {
  const now = new Date();
  const finishedAt =
    facts.finishedAt ??
    (facts.day && facts.day !== dayKey(now)
      ? new Date(startOfDay(facts.day).getTime() + NOON_MS).toISOString()
      : now.toISOString());
  return {
    day: dayKey(new Date(finishedAt)),
    mode: 'daily',
    won: true,
    score: 100,
    ranked: true,
    ...facts,
    finishedAt,
  };
}

/**
 * Reports finished games the way the game services do: each event goes into the outbox of the
 * game's own schema (`jotto`, `wordree`, `bloom`), in a transaction, and that service's relay
 * publishes it. Where the game services are not running, `startRelays` or `publishPending` stand
 * in for their relays.
 */
export class GameOutboxes {
  private readonly dbs = new Map<GameType, Knex>();

  constructor(private readonly databaseUrl: string) {}

  /** On a database the game services never ran on: the outbox their migrations would create. */
  async prepare(): Promise<void> {
    for (const game of GAME_TYPES) {
      await migrateSchema(this.db(game), game, { '000_outbox': outboxMigration });
    }
  }

  /** Enqueues the games, one transaction per game type; answers the events with their ids. */
  async enqueue(...games: FinishedGame[]): Promise<GameFinishedEvent[]> {
    const events: GameFinishedEvent[] = [];
    for (const game of GAME_TYPES) {
      const ofGame = games.filter((finished) => finished.game === game);
      if (ofGame.length === 0) continue;
      await this.db(game).transaction(async (trx) => {
        for (const finished of ofGame) {
          const eventId = await enqueueEvent(trx, subjects.gameFinished(game), {
            ...finished,
            game,
          });
          events.push(GameFinishedEvent.parse({ ...finished, eventId }));
        }
      });
    }
    return events;
  }

  /** Relays like the game services' own, until the returned function is called. */
  startRelays(transport: EventTransport, logger: Logger): () => Promise<void> {
    const relays = GAME_TYPES.map(
      (game) => new OutboxRelay({ db: this.db(game), transport, logger, pollIntervalMs: 50 }),
    );
    for (const relay of relays) relay.start();
    return async () => {
      for (const relay of relays) await relay.stop();
    };
  }

  /** One relay pass over every game's outbox; returns how many events went out. */
  async publishPending(transport: EventTransport, logger: Logger): Promise<number> {
    let published = 0;
    for (const game of GAME_TYPES) {
      const relay = new OutboxRelay({ db: this.db(game), transport, logger });
      published += await relay.publishPending();
    }
    return published;
  }

  async close(): Promise<void> {
    for (const db of this.dbs.values()) await db.destroy();
    this.dbs.clear();
  }

  private db(game: GameType): Knex {
    let db = this.dbs.get(game);
    if (!db) {
      db = createDb(this.databaseUrl, game, { max: 2 });
      this.dbs.set(game, db);
    }
    return db;
  }
}

/** Waits until the leaderboard's game consumer has applied every one of `eventIds`. */
export async function waitUntilApplied(
  leaderboardDb: Knex,
  eventIds: readonly string[],
  timeoutMs = 20_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [row] = await leaderboardDb('processed_events')
      .whereIn('event_id', [...eventIds])
      .count<{ count: string }[]>({ count: '*' });
    const applied = Number(row?.count ?? 0);
    if (applied >= eventIds.length) return;
    if (Date.now() > deadline) {
      throw new Error(`Only ${applied} of ${eventIds.length} game events were applied in time`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Reports games the way the game services do, and waits until the leaderboard applied them. */
export async function reportAndApply(
  games: GameOutboxes,
  leaderboardDb: Knex,
  ...finished: FinishedGame[]
): Promise<GameFinishedEvent[]> {
  const events = await games.enqueue(...finished);
  await waitUntilApplied(
    leaderboardDb,
    events.map((event) => event.eventId),
  );
  return events;
}
