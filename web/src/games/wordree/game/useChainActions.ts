import type { QueryClient } from '@tanstack/react-query';
import type { WordreeCell, WordreeGameMode, WordreeSubmitResult } from '@hub/proto';
import { ApiError } from '../../../api/client';
import { toast } from '../../../toast/useToast';
import { wordreeApi, wordreeKeys } from '../api';
import type { PlayablePuzzle } from '../logic/playable';
import { dailyClosed } from './dailyClosed';
import { EMPTY_CHAIN, type BoardStore } from './useBoardState';
import type { Referee } from './useWordSubmit';

interface ChainOptions {
  puzzle: PlayablePuzzle | null;
  mode: WordreeGameMode;
  ranked: boolean;
  referee: Referee | undefined;
  queryClient: QueryClient;
  /** Lights the first cell of a hinted word for a moment (null puts it out). */
  showHint: (path: WordreeCell[] | null) => void;
}

/** What a player does to the chain as a whole: clear it, ask a hint for it, submit its score. */
export function useChainActions(store: BoardStore, options: ChainOptions) {
  const { chain, setState } = store;
  const { puzzle, mode, ranked, referee, queryClient, showHint } = options;
  const locked = chain.isDailyModeLocked;

  /**
   * Ends the chain. An endless chain counts as a finished game on the server (stats, streaks,
   * achievements); a daily or archive one only counts once submitted, so it is simply dropped.
   */
  const clearChain = () => {
    if (locked) return;
    if (chain.gameId && !ranked && mode !== 'archive') {
      void wordreeApi.finish(chain.gameId).catch(() => undefined);
    }
    setState((current) => ({ ...current, chain: EMPTY_CHAIN, selection: [] }));
    showHint(null);
  };

  const requestHint = async () => {
    if (locked) return;
    if (!chain.gameId) {
      return toast({
        title: 'Start a game first',
        description: 'Submit your first word to start getting hints!',
      });
    }
    try {
      const { hint, path } = await (referee ?? wordreeApi).hint(chain.gameId);
      showHint(path);
      toast({
        title: '💡 Hint',
        description: `Try “${hint.toUpperCase()}” — it starts on the glowing letter.`,
      });
    } catch (error) {
      if (error instanceof ApiError && error.status === 404 && error.serverMessage) {
        return toast({ title: 'No hints available', description: error.serverMessage });
      }
      if (error instanceof ApiError && error.status === 410) return dailyClosed(queryClient);
      toast({
        title: 'Error',
        description: 'Failed to generate hint. Please try again.',
        variant: 'destructive',
      });
    }
  };

  /** Resolves with the server's answer, or rejects with the toast already shown. */
  const submitScore = async (displayName: string): Promise<WordreeSubmitResult> => {
    if (!puzzle?.daily || !chain.gameId) throw new Error('Nothing to submit');
    try {
      const result = await wordreeApi.submitScore({
        dailyPuzzleId: puzzle.daily.dailyPuzzleId,
        gameId: chain.gameId,
        displayName,
        score: chain.score,
        wordChain: chain.wordChain.map((played) => played.word),
      });
      setState((current) => ({
        ...current,
        selection: [],
        chain: {
          ...current.chain,
          hasSubmitted: true,
          isDailyModeLocked: true,
          submittedRank: result.rank,
        },
      }));
      void queryClient.invalidateQueries({ queryKey: wordreeKeys.leaderboard });
      void queryClient.invalidateQueries({ queryKey: ['/api/historical-leaderboard'] });
      return result;
    } catch (error) {
      if (error instanceof ApiError && error.status === 410) dailyClosed(queryClient);
      else {
        toast({
          title: error instanceof ApiError ? 'Failed to submit score' : 'Error',
          description:
            error instanceof ApiError
              ? (error.serverMessage ?? 'Please try again')
              : 'Failed to submit score. Please try again.',
          variant: 'destructive',
        });
      }
      throw error;
    }
  };

  return { clearChain, requestHint, submitScore };
}
