import { createRuntimeApp, scheduleRoutes, type ServiceRuntime } from '@hub/kit';
import { createPuzzleStore } from './play/puzzle-store';
import type { PlayContext } from './play/context';
import { archiveRoutes } from './routes/archive.routes';
import { challengeRoutes } from './routes/challenge.routes';
import { dailyRoutes } from './routes/daily.routes';
import { playRoutes } from './routes/play.routes';
import { replaceDay, upcomingDays } from './play/schedule.service';

export const SCHEMA = 'bloom';

/** `now` is the service's clock; tests may move it to another day. */
export function createBloomApp(runtime: ServiceRuntime, now: () => Date = () => new Date()) {
  const ctx: PlayContext = {
    db: runtime.db,
    puzzles: createPuzzleStore(runtime.db, runtime.days),
    players: runtime.players,
    wakeRelay: runtime.wakeRelay,
    now,
  };
  return createRuntimeApp(SCHEMA, runtime, (app) => {
    dailyRoutes(app, ctx);
    playRoutes(app, ctx);
    archiveRoutes(app, ctx);
    challengeRoutes(app, ctx);
    scheduleRoutes(app, {
      upcoming: () => upcomingDays(ctx.db, ctx.now()),
      replace: (day) => replaceDay(ctx.db, ctx.now(), day),
    });
  });
}
