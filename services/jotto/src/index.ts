import { startPlayersConsumer, startScheduler, type ServiceDefinition } from '@hub/kit';
import { createJottoApp, SCHEMA } from './app';
import { jottoSchedule } from './daily/schedule.service';
import { migrations } from './db/migrations';
import { moveGuestDailyGames } from './db/daily.repository';
import { jottoWords, type JottoWords } from './domain/word-lists';

export interface JottoOptions {
  now?: () => Date;
  /** The shared word list; a test may pass an edited one, as a later release of it would be. */
  words?: JottoWords;
}

/** Jotto as a hostable service; tests may pass their own clock and word list. */
export function createJottoService(options: JottoOptions = {}): ServiceDefinition {
  const now = options.now ?? (() => new Date());
  return {
    name: SCHEMA,
    migrations,
    createApp: (runtime) => createJottoApp(runtime, now, options.words),
    startBackground: async (runtime) => [
      await startPlayersConsumer(runtime, {
        durable: 'jotto-players',
        moveGuest: moveGuestDailyGames,
      }),
      // Today and the next 14 days stored ahead, topped up hourly
      // (docs/architecture.md#daily-puzzles).
      startScheduler({
        name: SCHEMA,
        logger: runtime.logger,
        now,
        schedule: jottoSchedule({
          db: runtime.db,
          words: options.words ?? jottoWords(),
          now,
          days: runtime.days,
        }),
      }),
    ],
  };
}

export const jottoService = createJottoService();

export { createJottoApp, SCHEMA };
