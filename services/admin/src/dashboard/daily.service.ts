import type { Identity } from '@hub/kit';
import type { AdminDaily, AdminResetResult } from '@hub/proto';
import type { AdminContext } from '../context';
import { bloomDailyView, wordreeDailyView } from '../domain/daily-view';
import { resetSummary } from '../domain/audit-view';
import { bloomApi } from '../upstreams/bloom.api';
import { wordreeApi } from '../upstreams/wordree.api';
import { audited } from './audit.service';

/** Today's Wordree and Bloom puzzles, as their services serve them to players. */
export async function dailyOverview(ctx: AdminContext, identity: Identity): Promise<AdminDaily> {
  const [wordree, bloom] = await Promise.all([
    wordreeApi(ctx.services, identity).daily(),
    bloomApi(ctx.services, identity).daily(),
  ]);
  return { wordree: wordreeDailyView(wordree), bloom: bloomDailyView(bloom) };
}

/**
 * Replaces today's Wordree puzzle. Wordree retires the old one with its submissions; the new one
 * is a new template, so players' saved boards (kept per puzzle id) do not carry over to it.
 */
export function resetDaily(ctx: AdminContext, identity: Identity): Promise<AdminResetResult> {
  return audited(ctx, identity, {
    action: 'reset-daily',
    parameters: {},
    run: async () => {
      const wordree = wordreeApi(ctx.services, identity);
      const previous = await wordree.daily();
      const fresh = await wordree.regenerateDaily();
      return { previousDailyPuzzleId: previous.dailyPuzzleId, wordree: wordreeDailyView(fresh) };
    },
    summarize: resetSummary,
  });
}
