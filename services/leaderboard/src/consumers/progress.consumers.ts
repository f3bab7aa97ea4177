import { startConsumer, type BackgroundTask, type Knex, type ServiceRuntime } from '@hub/kit';
import { subjects } from '@hub/proto';
import { recordProfile } from '../db/players.repository';
import { applyGameFinished } from './game-finished.handler';
import { mergeGuestProgress } from './player-linked.handler';

/**
 * The durable consumers that feed progress, each applying an event once in one transaction with
 * its processed-events row, acknowledged after the commit. Separate consumers per stream: a slow
 * merge never holds up games.
 */
export async function startProgressConsumers(runtime: ServiceRuntime): Promise<BackgroundTask[]> {
  const { db, transport, logger } = runtime;
  // The unlocks a transaction enqueued can go out as soon as it commits.
  const wakeRelayAfterCommit = (trx: Knex.Transaction) => {
    trx.executionPromise.then(runtime.wakeRelay, () => {});
  };
  return Promise.all([
    startConsumer({
      db,
      transport,
      logger,
      durable: 'leaderboard-games',
      subjects: [subjects.allGamesFinished],
      apply: async (trx, _subject, event) => {
        await applyGameFinished(trx, event);
        wakeRelayAfterCommit(trx);
      },
    }),
    startConsumer({
      db,
      transport,
      logger,
      durable: 'leaderboard-links',
      subjects: [subjects.playerLinked],
      apply: async (trx, _subject, event) => {
        await mergeGuestProgress(trx, event);
        wakeRelayAfterCommit(trx);
      },
    }),
    startConsumer({
      db,
      transport,
      logger,
      durable: 'leaderboard-profiles',
      subjects: [subjects.playerProfile],
      apply: (trx, _subject, event) => recordProfile(trx, event),
    }),
  ]);
}
