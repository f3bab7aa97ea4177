import type { FastifyInstance } from 'fastify';
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
export function scheduleRoutes(app: FastifyInstance, schedule: ScheduleAdmin): void {
  const adminsOnly = { preHandler: requireRole('admin') };

  app.get('/api/internal/schedule', adminsOnly, async (_req, reply) =>
    reply.header('Cache-Control', 'no-store').send(await schedule.upcoming()),
  );

  app.post<{ Params: { day: string } }>(
    '/api/internal/schedule/:day/replace',
    adminsOnly,
    async (req) => schedule.replace(parseInput(ScheduleDayParam, req.params.day)),
  );
}
