import { z } from 'zod';

export const GAME_TYPES = ['wordree', 'jotto', 'bloom'] as const;
export const GameType = z.enum(GAME_TYPES);
export type GameType = z.infer<typeof GameType>;

/**
 * Why a daily score is kept but not ranked (solved faster than the game's plausibility floor),
 * to show the player as is; null when the score is ranked.
 */
export const UnrankedReason = z.string().min(1).nullable();
export type UnrankedReason = z.infer<typeof UnrankedReason>;
