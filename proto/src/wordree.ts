import { z } from 'zod';

export const WORDREE_DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
export const WordreeDifficulty = z.enum(WORDREE_DIFFICULTIES);
export type WordreeDifficulty = z.infer<typeof WordreeDifficulty>;
