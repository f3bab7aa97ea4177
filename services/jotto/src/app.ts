import { Router } from 'express';
import { createRuntimeApp, scheduleRoutes, type ServiceRuntime } from '@hub/kit';
import type { JottoContext } from './context';
import { jottoWords, type JottoWords } from './domain/word-lists';
import { MatchWatcher } from './live/match-watcher';
import { archiveRoutes } from './routes/archive.routes';
import { challengeRoutes } from './routes/challenge.routes';
import { dailyRoutes } from './routes/daily.routes';
import { matchStreamRoutes } from './routes/match-stream.routes';
import { matchesRoutes } from './routes/matches.routes';
import { replaceDay, upcomingDays } from './daily/schedule.service';

export const SCHEMA = 'jotto';

/**
 * The daily challenge and VS matches, with the server as referee. `words` is the shared word list
 * (a test may pass an edited one, as a later release of the list would be).
 */
export function createJottoApp(
  runtime: ServiceRuntime,
  now: () => Date = () => new Date(),
  words: JottoWords = jottoWords(),
) {
  const ctx: JottoContext = {
    db: runtime.db,
    words,
    wakeRelay: runtime.wakeRelay,
    now,
    days: runtime.days,
  };
  const routes = Router();
  routes.use(dailyRoutes(ctx));
  routes.use(archiveRoutes(ctx));
  routes.use(challengeRoutes(ctx));
  routes.use(matchStreamRoutes(new MatchWatcher(runtime.db, runtime.logger)));
  routes.use(matchesRoutes(ctx));
  routes.use(
    scheduleRoutes({ upcoming: () => upcomingDays(ctx), replace: (day) => replaceDay(ctx, day) }),
  );
  return createRuntimeApp(SCHEMA, runtime, routes);
}
