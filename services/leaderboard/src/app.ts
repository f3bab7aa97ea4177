import { createRuntimeApp, type ServiceRuntime } from '@hub/kit';
import type { ReminderConfig } from './config';
import { ProgressWatcher } from './live/progress-watcher';
import { achievementsRoutes } from './routes/achievements.routes';
import { leagueInvitesRoutes } from './routes/league-invites.routes';
import { leaderboardsRoutes } from './routes/leaderboards.routes';
import { leaguesRoutes } from './routes/leagues.routes';
import { progressStreamRoutes } from './routes/progress-stream.routes';
import { puzzleNumbersRoutes } from './routes/puzzle-numbers.routes';
import { remindersRoutes } from './routes/reminders.routes';
import { statsRoutes } from './routes/stats.routes';
import { vsRatingRoutes } from './routes/vs-rating.routes';

export const SCHEMA = 'leaderboard';

/**
 * Stats, streaks, achievements and the global leaderboards, all read from what the consumers wrote;
 * leagues, the boards of friends its players make; and the streak reminders they ask for.
 */
export function createLeaderboardApp(runtime: ServiceRuntime, reminders: ReminderConfig) {
  const { db, logger } = runtime;
  const watcher = new ProgressWatcher(db, logger);
  return createRuntimeApp(SCHEMA, runtime, (app) => {
    statsRoutes(app, db);
    progressStreamRoutes(app, db, watcher);
    achievementsRoutes(app, db);
    leaderboardsRoutes(app, db);
    leaguesRoutes(app, db);
    leagueInvitesRoutes(app, db);
    vsRatingRoutes(app, db);
    puzzleNumbersRoutes(app, db);
    remindersRoutes(app, db, reminders);
  });
}
