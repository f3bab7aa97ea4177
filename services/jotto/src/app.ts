import { Router } from 'express';
import { createRuntimeApp, type ServiceRuntime } from '@hub/kit';
import type { JottoContext } from './context';
import { dailyOrder } from './domain/daily-word';
import { jottoWords } from './domain/word-lists';
import { dailyRoutes } from './routes/daily.routes';
import { matchesRoutes } from './routes/matches.routes';

export const SCHEMA = 'jotto';

/** The daily challenge and VS matches, with the server as referee. */
export function createJottoApp(runtime: ServiceRuntime, now: () => Date = () => new Date()) {
  const words = jottoWords();
  const ctx: JottoContext = {
    db: runtime.db,
    words,
    dailyOrder: dailyOrder(words.answers),
    wakeRelay: runtime.wakeRelay,
    now,
  };
  const routes = Router();
  routes.use(dailyRoutes(ctx));
  routes.use(matchesRoutes(ctx));
  return createRuntimeApp(SCHEMA, runtime, routes);
}
