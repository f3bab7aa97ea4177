import { z } from 'zod';

export const GAME_TYPES = ['wordree', 'jotto', 'bloom'] as const;
export const GameType = z.enum(GAME_TYPES);
export type GameType = z.infer<typeof GameType>;
