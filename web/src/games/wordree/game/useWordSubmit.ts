import type { QueryClient } from '@tanstack/react-query';
import { WORDREE_MESSAGES, type WordInput, type WordreeGame, type WordreeHint } from '@hub/proto';
import { ApiError, errorMessage, isOffline } from '../../../api/client';
import { toast } from '../../../toast/useToast';
import { wordreeApi, wordreeKeys } from '../api';
import { FALLBACK_WORDS } from '../logic/fallback-words';
import { connectionUnknown, validationFailed, wordRefusal } from '../logic/messages';
import { celebrationsFor } from '../logic/milestones';
import type { PlayablePuzzle } from '../logic/playable';
import { celebrate } from './celebrations';
import { dailyClosed } from './dailyClosed';
import { EMPTY_CHAIN, type BoardStore } from './useBoardState';

/**
 * The server calls a board plays its chain through, when not the site's own (endless and today's
 * daily): an archive day's (docs/rules.md#the-archive).
 */
export interface Referee {
  start(word: WordInput): Promise<WordreeGame>;
  addWord(gameId: string, word: WordInput): Promise<WordreeGame>;
  hint(gameId: string): Promise<WordreeHint>;
}

/**
 * A word no answer came back for: the spec's 'Failed to validate word', unless the device is
 * offline, which is said plainly (the dictionary and the chain are the server's).
 */
const unchecked = (error: unknown) =>
  isOffline() ? { ...validationFailed, description: errorMessage(error) } : validationFailed;

interface SubmitOptions {
  puzzle: PlayablePuzzle | null;
  ranked: boolean;
  referee: Referee | undefined;
  queryClient: QueryClient;
  currentWord: string;
  /** What the chain's rules the screen can check say against the word (proto's chainProblem). */
  wordProblem: string | null;
  /** False for a restored chain that does not know its last word's cells. */
  connectionKnown: boolean;
  /** False while no word may go: the chain locked, or a word already on its way. */
  open: boolean;
  setBusy: (busy: boolean) => void;
  /** An accepted word, with the points it earned (the screen shows them). */
  onAccepted: (points: number | undefined) => void;
  /** A milestone reached: the screen flashes the chain. */
  onMilestone: () => void;
}

/**
 * Sending the traced word: local checks first, in the referee's order
 * (docs/rules.md#wordree-chains); the server then referees and keeps the record. An accepted
 * word joins the chain with its celebrations; a refused one clears, its reason in a toast.
 */
export function useWordSubmit(store: BoardStore, options: SubmitOptions) {
  const { chain, selection, setState, setSelection, setChain } = store;
  const { puzzle, referee, queryClient, wordProblem } = options;

  const refuseWord = (message: string) => {
    setSelection([]);
    toast(wordRefusal(message));
  };

  const refuse = (error: unknown) => {
    if (!(error instanceof ApiError)) return toast(unchecked(error));
    if (error.status === 410) return dailyClosed(queryClient);
    if (error.status === 400 && error.serverMessage) return refuseWord(error.serverMessage);
    if (error.status === 404 || error.status === 409) {
      // The server no longer has this chain open (finished elsewhere): start afresh.
      setChain(() => EMPTY_CHAIN);
      return toast({
        title: 'Chain ended',
        description: 'That chain is over. Your next word starts a new one.',
        variant: 'destructive',
      });
    }
    toast(validationFailed);
  };

  const accept = (game: WordreeGame, targetScore: PlayablePuzzle['targetScore']) => {
    const played = game.wordChain.at(-1);
    const { celebrations, memory } = celebrationsFor(chain.score, game.score, targetScore, chain);
    setState((current) => ({
      ...current,
      selection: [],
      chain: {
        ...current.chain,
        ...memory,
        gameId: game.id,
        wordChain: game.wordChain,
        score: game.score,
        lastWordCells: played?.path ?? [],
      },
    }));
    options.onAccepted(played?.points);
    celebrate(celebrations, options.onMilestone);
  };

  const submitWord = async () => {
    if (!puzzle || !options.open) return;
    const path = selection;
    const word = options.currentWord.toLowerCase();
    // Too short is no word yet: the letters stay, to go on from.
    if (wordProblem === WORDREE_MESSAGES.tooShort) return toast(wordRefusal(wordProblem));
    if (wordProblem) return refuseWord(wordProblem);
    if (!options.connectionKnown) return toast(connectionUnknown);
    options.setBusy(true);
    try {
      if (!FALLBACK_WORDS.has(word)) {
        try {
          await wordreeApi.validate(word);
        } catch (error) {
          const missing = error instanceof ApiError && error.status === 404;
          return missing ? refuseWord(WORDREE_MESSAGES.notInDictionary) : toast(unchecked(error));
        }
      }
      const game: WordreeGame = chain.gameId
        ? await (referee ?? wordreeApi).addWord(chain.gameId, { path, word })
        : referee
          ? await referee.start({ path, word })
          : await wordreeApi.startGame({
              templateId: puzzle.id,
              mode: options.ranked ? 'daily' : 'endless',
              path,
              word,
            });
      if (!chain.gameId) void queryClient.invalidateQueries({ queryKey: wordreeKeys.leaderboard });
      accept(game, puzzle.targetScore);
    } catch (error) {
      refuse(error);
    } finally {
      options.setBusy(false);
    }
  };

  return submitWord;
}
