import {
  createDb,
  createLogger,
  hostService,
  JetStreamTransport,
  type DeliveredEvent,
  type HostedService,
  type Knex,
} from '@hub/kit';
import {
  createTestDatabase,
  observeDeliveries,
  testNatsUrl,
  TEST_INTERNAL_SECRET,
  uniqueNamespace,
} from '@hub/kit/testing';
import type { GameFinishedEvent } from '@hub/proto';
import {
  GameOutboxes,
  waitUntilApplied,
  type FinishedGame,
} from '../../../tests/support/game-events';
import { createLeaderboardService, REMINDERS_OFF, SCHEMA } from '../src/index';

export interface ProgressHarness {
  /** The leaderboard schema, to look at what the consumers wrote. */
  db: Knex;
  games: GameOutboxes;
  transport: JetStreamTransport;
  /** Prefix of this harness's JetStream subjects and streams. */
  namespace: string;
  /** Every delivery the leaderboard's consumers got, redeliveries included. */
  deliveries: DeliveredEvent[];
  /** Reports games through the game outboxes and waits until the leaderboard applied them. */
  play(...games: FinishedGame[]): Promise<GameFinishedEvent[]>;
  /** Stops the leaderboard service (consumers, relay, pool), as a crash or deploy would. */
  stopService(): Promise<void>;
  startService(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The leaderboard service as it runs in production, on a fresh database and its own JetStream
 * namespace, fed by game outboxes with relays standing in for the game services.
 */
export async function startProgressHarness(): Promise<ProgressHarness> {
  const logger = createLogger('progress-test', process.env.TEST_LOG_LEVEL ?? 'silent');
  const database = await createTestDatabase();
  const namespace = uniqueNamespace('progress');
  const transport = await JetStreamTransport.connect({ url: testNatsUrl(), namespace, logger });
  const deliveries: DeliveredEvent[] = [];
  const observed = observeDeliveries(transport, deliveries);
  const games = new GameOutboxes(database.url);
  await games.prepare();
  const stopGameRelays = games.startRelays(transport, logger);
  const db = createDb(database.url, SCHEMA);

  let service: HostedService | null = null;
  async function startService() {
    service = await hostService(createLeaderboardService(REMINDERS_OFF), {
      databaseUrl: database.url,
      transport: observed,
      logger,
      internalSecret: TEST_INTERNAL_SECRET,
    });
    service.startRelay();
  }
  async function stopService() {
    await service?.stop();
    service = null;
  }
  await startService();

  return {
    db,
    games,
    transport,
    namespace,
    deliveries,
    async play(...finished) {
      const events = await games.enqueue(...finished);
      await waitUntilApplied(
        db,
        events.map((event) => event.eventId),
      );
      return events;
    },
    startService,
    stopService,
    async stop() {
      await stopService();
      await stopGameRelays();
      await games.close();
      await transport.deleteStreams();
      await transport.close();
      await db.destroy();
      await database.drop();
    },
  };
}

/** Polls until `probe` answers something truthy. */
export async function eventually<T>(
  what: string,
  probe: () => Promise<T>,
  timeoutMs = 20_000,
): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value as NonNullable<T>;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
