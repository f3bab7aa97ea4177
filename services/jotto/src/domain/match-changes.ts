import type { JottoMatchChange } from '@hub/proto';
import type { MatchState } from '../db/matches.repository';

/**
 * The matches a stream has to tell of: those it has not seen, and those changed since (every
 * write of a match moves its `updatedAt`). One it knew that is gone from `current` (finished long
 * ago) is left alone: nothing about it changed.
 */
export function changedMatches(
  known: ReadonlyMap<string, MatchState>,
  current: readonly MatchState[],
): MatchState[] {
  return current.filter((state) => {
    const before = known.get(state.id);
    return !before || before.updatedAt.getTime() !== state.updatedAt.getTime();
  });
}

/** How many active matches await `playerId`'s move. */
export function yourTurnCount(states: readonly MatchState[], playerId: string): number {
  return states.filter((state) => state.status === 'active' && state.currentTurn === playerId)
    .length;
}

/** A `match` message: the state only, never a word or a guess. */
export function toMatchChange(state: MatchState): JottoMatchChange {
  return {
    id: state.id,
    status: state.status,
    currentTurn: state.currentTurn,
    winnerId: state.winnerId,
    updatedAt: state.updatedAt.toISOString(),
  };
}
