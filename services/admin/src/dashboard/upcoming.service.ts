import type { Identity } from '@hub/kit';
import type { AdminReplaceBody, AdminReplaceResult, AdminUpcoming } from '@hub/proto';
import type { AdminContext } from '../context';
import { replaceSummary, viewSummary } from '../domain/schedule-view';
import { scheduleApi } from '../upstreams/schedule.api';
import { audited } from './audit.service';

/**
 * Today and the scheduled days ahead of every game, answers included. Every look is audited:
 * the answers are the one thing an admin could leak or play with.
 */
export function upcomingPuzzles(ctx: AdminContext, identity: Identity): Promise<AdminUpcoming> {
  return audited(ctx, identity, {
    action: 'view-upcoming',
    parameters: {},
    run: async () => {
      const games = scheduleApi(ctx.services, identity);
      const [jotto, bloom, wordree] = await Promise.all([
        games.jotto.upcoming(),
        games.bloom.upcoming(),
        games.wordree.upcoming(),
      ]);
      return { jotto, bloom, wordree };
    },
    summarize: viewSummary,
  });
}

/** A new puzzle for one day still to come of one game; the game refuses today and past days. */
export function replaceScheduledDay(
  ctx: AdminContext,
  identity: Identity,
  { game, day }: AdminReplaceBody,
): Promise<AdminReplaceResult> {
  return audited(ctx, identity, {
    action: 'replace-daily',
    parameters: { game, day },
    run: async () => {
      const games = scheduleApi(ctx.services, identity);
      switch (game) {
        case 'jotto':
          return { game, puzzle: await games.jotto.replace(day) };
        case 'bloom':
          return { game, puzzle: await games.bloom.replace(day) };
        case 'wordree':
          return { game, puzzle: await games.wordree.replace(day) };
      }
    },
    summarize: replaceSummary,
  });
}
