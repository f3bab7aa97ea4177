import { createRuntimeApp, scheduleRoutes, type ServiceRuntime } from '@hub/kit';
import type { Clock } from './clock';
import { dictionary } from './dictionary';
import type { Random } from './domain/random';
import type { WordreeContext } from './play/context';
import { archiveRoutes } from './routes/archive.routes';
import { challengeRoutes } from './routes/challenge.routes';
import { dailyRoutes } from './routes/daily.routes';
import { dictionaryRoutes } from './routes/dictionary.routes';
import { replaceDay, upcomingDays } from './play/schedule.service';
import { gamesRoutes } from './routes/games.routes';
import { templatesRoutes } from './routes/templates.routes';

export const SCHEMA = 'wordree';

export interface WordreeOptions {
  clock: Clock;
  random: Random;
}

export function wordreeContext(runtime: ServiceRuntime, options: WordreeOptions): WordreeContext {
  return {
    db: runtime.db,
    dictionary,
    wakeRelay: runtime.wakeRelay,
    days: runtime.days,
    ...options,
  };
}

/** Puzzles, chains refereed word by word, the daily leaderboard and the dictionary. */
export function createWordreeApp(runtime: ServiceRuntime, options: WordreeOptions) {
  const ctx = wordreeContext(runtime, options);
  return createRuntimeApp(SCHEMA, runtime, (app) => {
    templatesRoutes(app, ctx);
    gamesRoutes(app, ctx);
    dailyRoutes(app, ctx);
    archiveRoutes(app, ctx);
    challengeRoutes(app, ctx);
    dictionaryRoutes(app, ctx);
    scheduleRoutes(app, {
      upcoming: () => upcomingDays(ctx),
      replace: (day) => replaceDay(ctx, day),
    });
  });
}
