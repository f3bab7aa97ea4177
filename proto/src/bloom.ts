import { z } from 'zod';

/** GET /api/bloom/daily. The hub only needs resetTime; the game reads the rest. */
export const BloomDailyInfo = z.object({
  resetTime: z.iso.datetime(),
  puzzleNumber: z.number().int().positive(),
  dayKey: z.string(),
});
export type BloomDailyInfo = z.infer<typeof BloomDailyInfo>;
