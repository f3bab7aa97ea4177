import { z } from 'zod';
import { GameType } from './games';

export const GameStat = z.object({
  gameType: GameType,
  gamesPlayed: z.number().int().nonnegative(),
  currentStreak: z.number().int().nonnegative(),
  longestStreak: z.number().int().nonnegative(),
});
export type GameStat = z.infer<typeof GameStat>;

export const Achievement = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  description: z.string(),
  iconUrl: z.string(),
  unlocked: z.boolean(),
  unlockedAt: z.iso.datetime().nullable(),
});
export type Achievement = z.infer<typeof Achievement>;

/** The hub shows this total before the achievements have loaded. */
export const DEFAULT_ACHIEVEMENT_TOTAL = 12;
