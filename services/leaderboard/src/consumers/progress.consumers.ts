import {
  finishedGameStatsDelay,
  startConsumer,
  type BackgroundTask,
  type Knex,
  type ServiceRuntime,
} from '@hub/kit';
import { subjects } from '@hub/proto';
import { recordProfile } from '../db/players.repository';
import { applyGameFinished } from './game-finished.handler';
import { applyGameStarted } from './game-started.handler';
import { mergeGuestProgress } from './player-linked.handler';

/** How long a finished game took to reach the player's stats, once it has (its commit). */
function observeStatsDelay(game: string, finishedAt: string): void {
  const seconds = (Date.now() - Date.parse(finishedAt)) / 1000;
  // A finish stamped ahead of this clock (another machine's) says nothing about the delay.
  if (seconds >= 0) finishedGameStatsDelay.observe({ game }, seconds);
}

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
        trx.executionPromise.then(
          () => observeStatsDelay(event.game, event.finishedAt),
          () => {},
        );
      },
    }),
    startConsumer({
      db,
      transport,
      logger,
      durable: 'leaderboard-starts',
      subjects: [subjects.allGamesStarted],
      apply: (trx, _subject, event) => applyGameStarted(trx, event),
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
