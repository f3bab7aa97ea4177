import { useEffect, useRef } from 'react';
import { useDailyProgress } from '../api';
import type { PlayablePuzzle } from '../logic/playable';
import { chainFromServer } from '../logic/server-progress';
import type { WordreeBoard } from '../useWordreeGame';

/**
 * A signed-in player's daily follows the account: the chain and submission the server keeps for
 * today replace what this browser has whenever the server knows more (played or submitted on
 * another device), on opening the daily and on coming back to the tab. A chain the player cleared
 * here stays cleared, unless it was submitted elsewhere.
 */
export function useServerDailyChain(
  board: WordreeBoard,
  puzzle: PlayablePuzzle | null,
  signedIn: boolean,
) {
  const dailyId = puzzle?.daily?.dailyPuzzleId ?? null;
  const { data } = useDailyProgress(signedIn && dailyId !== null);
  const { restoreChain } = board.actions;

  const shown = useRef<string | null>(null);
  const left = useRef(new Set<string>());
  const gameId = board.chain.gameId;
  useEffect(() => {
    if (shown.current && shown.current !== gameId) left.current.add(shown.current);
    shown.current = gameId;
  }, [gameId]);

  useEffect(() => {
    if (!data || !puzzle || data.dailyPuzzleId !== dailyId) return;
    const server = chainFromServer(data);
    if (!server?.gameId) return;
    if (left.current.has(server.gameId) && !server.hasSubmitted) return;
    restoreChain(puzzle.id, server);
  }, [data, puzzle, dailyId, restoreChain]);
}
