import { Router } from 'express';
import { ScheduleDayParam } from '@hub/proto';
import { requireRole } from '../http/identity';
import { parseInput } from '../http/validate';

/** What a game offers the admin service about its schedule (each game's own shapes). */
export interface ScheduleAdmin {
  upcoming(): Promise<unknown>;
  replace(day: string): Promise<unknown>;
}

/**
 * A game's scheduled puzzles, for the admin service. The gateway routes no /api/internal path, so
 * players never reach these; an admin's view goes through the admin service, which audits it.
 */
export function scheduleRoutes(schedule: ScheduleAdmin): Router {
  const router = Router();
  router.use('/api/internal', requireRole('admin'));

  router.get('/api/internal/schedule', async (_req, res) => {
    res.set('Cache-Control', 'no-store').json(await schedule.upcoming());
  });

  router.post('/api/internal/schedule/:day/replace', async (req, res) => {
    const day = parseInput(ScheduleDayParam, req.params.day);
    res.json(await schedule.replace(day));
  });

  return router;
}
