import { startConsumer, startScheduler, type ServiceDefinition } from '@hub/kit';
import { subjects } from '@hub/proto';
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
      const linked = await startConsumer({
        db: runtime.db,
        transport: runtime.transport,
        durable: 'wordree-player-linked',
        subjects: [subjects.playerLinked],
        logger: runtime.logger,
        apply: (trx, _subject, event) => linkGuestToUser(trx, event),
      });
      // Today and the next 14 days stored ahead, topped up hourly
      // (docs/architecture.md#daily-puzzles).
      const scheduler = startScheduler({
        name: SCHEMA,
        logger: runtime.logger,
        now: () => options.clock.now(),
        schedule: wordreeSchedule(ctx),
      });
      return [linked, scheduler];
    },
  };
}

/**
 * The clock of the hosted service. Real time in production; the whole-stack tests, which host
 * services in their own process, move it to cross midnight.
 */
export const wordreeClock = new ShiftableClock();

export const wordreeService = createWordreeService({ clock: wordreeClock, random: Math.random });
