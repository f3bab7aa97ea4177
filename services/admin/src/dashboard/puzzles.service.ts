import type { Identity } from '@hub/kit';
import type {
  AdminGenerateParameters,
  AdminGenerateResult,
  AdminPuzzleCount,
  WordreeDifficulty,
} from '@hub/proto';
import type { AdminContext } from '../context';
import { wordreeApi } from '../upstreams/wordree.api';
import { audited } from './audit.service';

/** The size of Wordree's endless pool for a difficulty. */
export function puzzleCount(
  ctx: AdminContext,
  identity: Identity,
  difficulty: WordreeDifficulty,
): Promise<AdminPuzzleCount> {
  return wordreeApi(ctx.services, identity).poolCount(difficulty);
}

/** Adds templates to the pool; Wordree keeps only grids that hold their difficulty's floors. */
export function generatePuzzles(
  ctx: AdminContext,
  identity: Identity,
  parameters: AdminGenerateParameters,
): Promise<AdminGenerateResult> {
  return audited(ctx, identity, {
    action: 'generate-puzzle',
    parameters,
    run: async () => {
      const { difficulty, count } = parameters;
      const made = await wordreeApi(ctx.services, identity).generate(difficulty, count);
      return { difficulty, requested: count, generated: made.generated, count: made.count };
    },
    summarize: (result) => result,
  });
}
