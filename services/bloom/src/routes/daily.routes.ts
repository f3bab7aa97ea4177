import { Router } from 'express';
import { bloomPuzzleNumber, dayKey, nextResetAt, type BloomDailyInfo } from '@hub/proto';

export function dailyRoutes(now: () => Date = () => new Date()): Router {
  const router = Router();
  router.get('/api/bloom/daily', (_req, res) => {
    const at = now();
    const info: BloomDailyInfo = {
      resetTime: nextResetAt(at).toISOString(),
      puzzleNumber: bloomPuzzleNumber(at),
      dayKey: dayKey(at),
    };
    res.json(info);
  });
  return router;
}
