import { startPlayersConsumer, startScheduler, type ServiceDefinition } from '@hub/kit';
import { createWordreeApp, SCHEMA, wordreeContext, type WordreeOptions } from './app';
import { ShiftableClock } from './clock';
import { migrations } from './db/migrations';
import { linkGuestToUser } from './play/linking.service';
import { wordreeSchedule } from './play/schedule.service';
import { seedTemplatePool } from './play/templates.service';

/** Wordree as a hostable service; tests may pass their own clock and random source. */
export function createWordreeService(options: WordreeOptions): ServiceDefinition {
  return {
    name: SCHEMA,
    migrations,
    createApp: (runtime) => createWordreeApp(runtime, options),
    async startBackground(runtime) {
      // The pool is there before the first request: a fresh install serves puzzles at once.
      const ctx = wordreeContext(runtime, options);
      await seedTemplatePool(ctx);
      // A guest's play moves to their account, and an account's name is the one its boards and
      // challenges show. The durable name predates names: keeping it keeps the consumer's place.
      const players = await startPlayersConsumer(runtime, {
        durable: 'wordree-player-linked',
        moveGuest: linkGuestToUser,
      });
      // Today and the next 14 days stored ahead, topped up hourly
      // (docs/architecture.md#daily-puzzles).
      const scheduler = startScheduler({
        name: SCHEMA,
        logger: runtime.logger,
        now: () => options.clock.now(),
        schedule: wordreeSchedule(ctx),
      });
      return [players, scheduler];
    },
  };
}

/**
 * The clock of the hosted service. Real time in production; the whole-stack tests, which host
 * services in their own process, move it to cross midnight.
 */
export const wordreeClock = new ShiftableClock();

export const wordreeService = createWordreeService({ clock: wordreeClock, random: Math.random });
