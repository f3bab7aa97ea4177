import type { WordreeDifficulty } from '@hub/proto';

/** How each difficulty is named and described in the difficulty select. */
export const DIFFICULTY_LABELS: Record<WordreeDifficulty, { name: string; detail: string }> = {
  easy: { name: 'Easy', detail: '4×4, friendly letters' },
  medium: { name: 'Medium', detail: '5×5, classic letters' },
  hard: { name: 'Hard', detail: '6×6, sparse letters' },
};
