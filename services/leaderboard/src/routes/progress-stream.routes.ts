import { Router, type Response } from 'express';
import { userIdOf, type Knex } from '@hub/kit';
import { PROGRESS_STREAM_EVENTS, PROGRESS_STREAM_PATH } from '@hub/proto';
import { achievementsOf } from '../db/achievements.repository';
import { changesBetween, decodeCursor, encodeCursor } from '../domain/progress-cursor';
import type { ProgressWatcher } from '../live/progress-watcher';

/** Under the gateway's 30 s proxy idle timeout. */
const HEARTBEAT_MS = 15_000;
/**
 * A stream ends after this long and the browser reconnects (with its cursor, so nothing is lost).
 * A shutdown waits for open requests: this bounds that wait, and spreads streams over replicas.
 */
const STREAM_LIFETIME_MS = 60_000;
const RECONNECT_MS = 2_000;

function send(res: Response, event: string, id: string, data: unknown): void {
  res.write(`id: ${id}\nevent: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
}

/** GET /api/user/achievements/stream: Server-Sent Events of the signed-in player's progress. */
export function progressStreamRoutes(db: Knex, watcher: ProgressWatcher): Router {
  const router = Router();

  router.get(PROGRESS_STREAM_PATH, async (req, res) => {
    const userId = userIdOf(req, 'Sign in to follow your achievements');
    const known = decodeCursor(req.get('last-event-id')) ?? (await watcher.snapshot(userId));

    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      'x-accel-buffering': 'no',
    });
    res.write(`retry: ${RECONNECT_MS}\n`);
    send(res, 'ready', encodeCursor(known), {});

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
            send(res, PROGRESS_STREAM_EVENTS.achievement, cursor, achievement);
          }
          send(res, PROGRESS_STREAM_EVENTS.progress, encodeCursor(current), {});
        })
        // The browser reconnects with the last id it got and is told the rest then.
        .catch(() => {
          res.end();
        });
    });
    const heartbeat = setInterval(() => res.write(': keep-alive\n\n'), HEARTBEAT_MS);
    const lifetime = setTimeout(() => res.end(), STREAM_LIFETIME_MS);
    res.on('close', () => {
      stopWatching();
      clearInterval(heartbeat);
      clearTimeout(lifetime);
    });
  });

  return router;
}
