import type { JottoMatch } from '@hub/proto';

/** The badge's words: 'Your turn in 1 match', 'Your turn in 3 matches'. */
export function yourTurnText(count: number): string {
  return `Your turn in ${count} ${count === 1 ? 'match' : 'matches'}`;
}

/** What the stream counts, worked out from the list when the stream is down. */
export function yourTurnIn(matches: readonly JottoMatch[], userId: string): number {
  return matches.filter((match) => match.status === 'active' && match.currentTurn === userId)
    .length;
}
