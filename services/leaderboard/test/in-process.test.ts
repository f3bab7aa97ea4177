import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createDb,
  createLogger,
  hostServices,
  InProcessTransport,
  type HostedService,
  type Knex,
} from '@hub/kit';
import { createTestDatabase, TEST_INTERNAL_SECRET, type TestDatabase } from '@hub/kit/testing';
import { finishedGame, GameOutboxes, waitUntilApplied } from '../../../tests/support/game-events';
import { createLeaderboardService, REMINDERS_OFF, SCHEMA } from '../src/index';

/** `npm start` runs every service in one process, events going through an in-process transport. */
describe('progress in the single-process start', () => {
  const logger = createLogger('progress-in-process', 'silent');
  const transport = new InProcessTransport();
  let database: TestDatabase;
  let services: HostedService[];
  let games: GameOutboxes;
  let stopRelays: () => Promise<void>;
  let db: Knex;

  beforeAll(async () => {
    database = await createTestDatabase();
    services = await hostServices([createLeaderboardService(REMINDERS_OFF)], {
      databaseUrl: database.url,
      transport,
      logger,
      internalSecret: TEST_INTERNAL_SECRET,
    });
    games = new GameOutboxes(database.url);
    await games.prepare();
    stopRelays = games.startRelays(transport, logger);
    db = createDb(database.url, SCHEMA);
  });

  afterAll(async () => {
    await stopRelays?.();
    await games?.close();
    for (const service of services ?? []) await service.stop();
    await db?.destroy();
    await database?.drop();
  });

  it('applies finished games and announces unlocks', async () => {
    const events = await games.enqueue(
      finishedGame({ playerId: 'u1', userId: 'u1', game: 'bloom', day: '2025-11-01' }),
      finishedGame({ playerId: 'u1', userId: 'u1', game: 'bloom', day: '2025-11-02' }),
    );
    await waitUntilApplied(
      db,
      events.map((event) => event.eventId),
    );
    expect(await db('game_stats').where({ player_id: 'u1' })).toEqual([
      expect.objectContaining({ game: 'bloom', games_played: 2, streak: 2, longest_streak: 2 }),
    ]);
    const announced = await db('outbox').where({ subject: 'achievements.unlocked' });
    expect(announced.map((row) => row.payload.code)).toEqual(['first_bloom']);
  });
});
