import { notFound, type DeadLetter, type Identity } from '@hub/kit';
import type { AdminDeadLetters, AuditDeadLetterSummary } from '@hub/proto';
import type { AdminContext } from '../context';
import { audited } from './audit.service';

const NO_SUCH_LETTER = 'No such dead letter: it was replayed, discarded or has expired';

const summaryOf = ({ consumer, subject, eventId }: DeadLetter): AuditDeadLetterSummary => ({
  consumer,
  subject,
  eventId,
});

/** The newest dead letters, for an operator to see what failed and why. */
export async function listDeadLetters(ctx: AdminContext, limit: number): Promise<AdminDeadLetters> {
  if (!ctx.deadLetters) return { kept: false, total: 0, letters: [] };
  const { total, letters } = await (await ctx.deadLetters()).list(limit);
  return { kept: true, total, letters };
}

/**
 * Replays or discards one letter, audited: a replay publishes the event again to every consumer
 * of its subject (those that applied it drop the copy), a discard drops it for good.
 */
export function settleDeadLetter(
  ctx: AdminContext,
  identity: Identity,
  action: 'replay-dead-letter' | 'discard-dead-letter',
  id: number,
): Promise<AuditDeadLetterSummary> {
  return audited(ctx, identity, {
    action,
    parameters: { id },
    run: async () => {
      if (!ctx.deadLetters) throw notFound(NO_SUCH_LETTER);
      const box = await ctx.deadLetters();
      const letter = action === 'replay-dead-letter' ? await box.replay(id) : await box.discard(id);
      if (!letter) throw notFound(NO_SUCH_LETTER);
      return summaryOf(letter);
    },
    summarize: (summary) => summary,
  });
}
