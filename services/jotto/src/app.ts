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
    players: runtime.players,
  };
  const watcher = new MatchWatcher(runtime.db, runtime.logger);
  return createRuntimeApp(SCHEMA, runtime, (app) => {
    dailyRoutes(app, ctx);
    archiveRoutes(app, ctx);
    challengeRoutes(app, ctx);
    matchStreamRoutes(app, watcher);
    matchesRoutes(app, ctx);
    scheduleRoutes(app, {
      upcoming: () => upcomingDays(ctx),
      replace: (day) => replaceDay(ctx, day),
    });
  });
}
