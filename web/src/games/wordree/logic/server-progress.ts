import { WORDREE_MILESTONES, type WordreeDailyProgress, type WordreeGame } from '@hub/proto';
import type { SavedGame } from './saved-game';

/** A chain as the board keeps it (a saved game without its puzzle and dates). */
export type ChainState = Omit<SavedGame, 'puzzleId' | 'savedAt' | 'nextReset'>;

/**
 * The chain the server keeps for a signed-in player's daily, as the board shows it: what another
 * device played, and whether it was submitted. Null when the server has none.
 */
export function chainFromServer(progress: WordreeDailyProgress): ChainState | null {
  return progress.game ? chainOfGame(progress.game, progress.submission) : null;
}

/**
 * A chain the server keeps, as the board shows it: locked once submitted (`submission`, with its
 * rank). Milestones already passed count as celebrated, so restoring a chain does not set off its
 * confetti again.
 */
export function chainOfGame(
  game: WordreeGame,
  submission: { rank: number | null } | null,
): ChainState {
  const submitted = submission !== null;
  return {
    gameId: game.id,
    wordChain: game.wordChain,
    score: game.score,
    lastWordCells: game.wordChain.at(-1)?.path ?? [],
    celebrated: WORDREE_MILESTONES.filter((milestone) => game.score >= milestone),
    targetReached: game.targetScore !== null && game.score >= game.targetScore,
    hasSubmitted: submitted,
    isDailyModeLocked: submitted,
    submittedRank: submission?.rank ?? null,
  };
}

/**
 * Whether the server's chain should replace the one on screen. Every word reaches the server
 * before the screen shows it, so the server's record is the fuller one whenever they differ: a
 * chain played on another device, words added there, or a submission made there.
 */
export function shouldRestore(local: ChainState, server: ChainState): boolean {
  if (local.gameId !== server.gameId) return true;
  if (server.hasSubmitted !== local.hasSubmitted) return server.hasSubmitted;
  return server.wordChain.length > local.wordChain.length;
}
