import type { FastifyInstance } from 'fastify';
import { openEventStream, routeSchema, userIdOf, type Knex } from '@hub/kit';
import { Achievement, PROGRESS_STREAM_EVENTS, PROGRESS_STREAM_PATH } from '@hub/proto';
import { events } from '@hub/proto/api';
import { z } from 'zod';
import { achievementsOf } from '../db/achievements.repository';
import { changesBetween, decodeCursor, encodeCursor } from '../domain/progress-cursor';
import type { ProgressWatcher } from '../live/progress-watcher';

/** `ready` and `progress` carry no data but their event id (the cursor). */
const Nothing = z.object({});

const STREAM_SCHEMA = routeSchema('get', {
  summary: 'Live progress: achievements as they unlock',
  access: 'account',
  answers: {
    200: events(
      { ready: Nothing, achievement: Achievement, progress: Nothing },
      'Server-Sent Events: `ready` first, `achievement` for each one unlocked, `progress` when stats changed. Each id is a cursor the browser sends back as `Last-Event-ID` when it reconnects, so nothing unlocked in between is missed.',
    ),
  },
});

/** GET /api/user/achievements/stream: Server-Sent Events of the signed-in player's progress. */
export function progressStreamRoutes(
  app: FastifyInstance,
  db: Knex,
  watcher: ProgressWatcher,
): void {
  app.get(PROGRESS_STREAM_PATH, { schema: STREAM_SCHEMA }, async (req, reply) => {
    const userId = userIdOf(req, 'Sign in to follow your achievements');
    const lastEventId = req.headers['last-event-id'];
    const known =
      decodeCursor(typeof lastEventId === 'string' ? lastEventId : undefined) ??
      (await watcher.snapshot(userId));

    const stream = openEventStream(reply);
    stream.send('ready', {}, encodeCursor(known));

    // Changes are written one after the other, each message's id covering only what was sent.
    let writing = Promise.resolve();
    const stopWatching = watcher.watch(userId, known, (previous, current) => {
      writing = writing
        .then(async () => {
          const { unlocked } = changesBetween(previous, current);
          const sent = new Set(previous.unlocked);
          const news = (await achievementsOf(db, userId)).filter((a) => unlocked.includes(a.id));
          for (const achievement of news) {
            sent.add(achievement.id);
            const cursor = encodeCursor({ gamesPlayed: previous.gamesPlayed, unlocked: sent });
            stream.send(PROGRESS_STREAM_EVENTS.achievement, achievement, cursor);
          }
          stream.send(PROGRESS_STREAM_EVENTS.progress, {}, encodeCursor(current));
        })
        // The browser reconnects with the last id it got and is told the rest then.
        .catch(() => stream.end());
    });
    stream.onClose(stopWatching);
  });
}
