import type { z } from 'zod';
import type { Identity, ServiceClient } from '@hub/kit';
import {
  GenerateTemplatesResult,
  TemplateCount,
  WordreeDailyPuzzle,
  type WordreeDifficulty,
} from '@hub/proto';

/** Only the fields the dashboard reads: a change to the rest of the answer does not break it. */
export const WordreeDailyFields = WordreeDailyPuzzle.pick({
  id: true,
  dailyPuzzleId: true,
  day: true,
  difficulty: true,
  gridSize: true,
  possibleWords: true,
  targetScore: true,
  resetTime: true,
});
export type WordreeDailyFields = z.infer<typeof WordreeDailyFields>;

/** Wordree's admin-facing API, called as the admin (Wordree checks the role again). */
export function wordreeApi(services: ServiceClient, identity: Identity) {
  return {
    poolCount: (difficulty: WordreeDifficulty) =>
      services.call('wordree', {
        path: `/api/puzzle-templates/count?${new URLSearchParams({ difficulty })}`,
        identity,
        schema: TemplateCount,
      }),

    generate: (difficulty: WordreeDifficulty, count: number) =>
      services.call('wordree', {
        method: 'POST',
        path: '/api/puzzle-templates/generate',
        body: { difficulty, count },
        identity,
        schema: GenerateTemplatesResult,
      }),

    daily: () =>
      services.call('wordree', {
        path: '/api/puzzle-templates/daily',
        identity,
        schema: WordreeDailyFields,
      }),

    regenerateDaily: () =>
      services.call('wordree', {
        method: 'POST',
        path: '/api/daily-puzzle/regenerate',
        identity,
        schema: WordreeDailyFields,
      }),
  };
}
