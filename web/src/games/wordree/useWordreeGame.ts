import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useQueryClient } from '@tanstack/react-query';
import {
  chainProblem,
  WORDREE_MESSAGES,
  WORDREE_MIN_WORD_LENGTH,
  wordScore,
  type WordInput,
  type WordreeCell,
  type WordreeGame,
  type WordreeGameMode,
  type WordreeHint,
  type WordreeSubmitResult,
} from '@hub/proto';
import { ApiError, errorMessage, isOffline } from '../../api/client';
import { toast } from '../../toast/useToast';
import { loadedSchemas, wordreeApi, wordreeKeys } from './api';
import { celebrationBursts, sounds } from './celebrate';
import { FALLBACK_WORDS } from './logic/fallback-words';
import { gridLetters, spellPath } from './logic/grid';
import {
  connectionUnknown,
  submissionClosed,
  validationFailed,
  wordRefusal,
} from './logic/messages';
import { celebrationsFor, type Celebration } from './logic/milestones';
import { pathForTyped } from './logic/path';
import type { PlayablePuzzle } from './logic/playable';
import { clearSavedGame, writeSavedGame } from './logic/saved-game';
import { shouldRestore, type ChainState } from './logic/server-progress';
import { dragInto, tapCell } from './logic/selection';

const EMPTY_CHAIN: ChainState = {
  gameId: null,
  wordChain: [],
  score: 0,
  lastWordCells: [],
  celebrated: [],
  targetReached: false,
  hasSubmitted: false,
  isDailyModeLocked: false,
  submittedRank: null,
};

/**
 * A word no answer came back for: the spec's 'Failed to validate word', unless the device is
 * offline, which is said plainly (the dictionary and the chain are the server's).
 */
const unchecked = (error: unknown) =>
  isOffline() ? { ...validationFailed, description: errorMessage(error) } : validationFailed;

const HIGHLIGHT_MS = 1000;
const HINT_GLOW_MS = 2500;

interface BoardState {
  /** Which mode and puzzle this state belongs to; a new one starts from its own save. */
  key: string | null;
  chain: ChainState;
  selection: WordreeCell[];
}

/**
 * The server calls a board plays its chain through, when not the site's own (endless and today's
 * daily): an archive day's (docs/rules.md#the-archive).
 */
export interface Referee {
  start(word: WordInput): Promise<WordreeGame>;
  addWord(gameId: string, word: WordInput): Promise<WordreeGame>;
  hint(gameId: string): Promise<WordreeHint>;
}

function initialState(
  key: string | null,
  mode: WordreeGameMode,
  puzzleId: number | null,
): BoardState {
  // An archive chain is kept by the server alone: its page restores it from there.
  const saved =
    puzzleId === null || mode === 'archive'
      ? null
      : (loadedSchemas()?.readSavedGame(localStorage, mode, puzzleId, Date.now()) ?? null);
  return { key, chain: saved ?? EMPTY_CHAIN, selection: [] };
}

function celebrate(celebrations: Celebration[], onHighlight: () => void) {
  for (const celebration of celebrations) {
    if (celebration.kind === 'step') sounds.step();
    if (celebration.kind === 'target') {
      sounds.target();
      void celebrationBursts(1);
    }
    if (celebration.kind === 'milestone') {
      sounds.milestone(celebration.bursts);
      void celebrationBursts(celebration.bursts);
      onHighlight();
      toast({ title: 'Achievement Unlocked!', description: celebration.message });
    }
  }
  const reachedTarget = celebrations.some((celebration) => celebration.kind === 'target');
  if (reachedTarget && !celebrations.some((celebration) => celebration.kind === 'milestone')) {
    toast({ title: 'Target reached! 🎉', description: 'You hit this puzzle’s target score.' });
  }
}

/**
 * One Wordree board: the word being traced, the chain the server has accepted, and every action
 * on them. The server referees each word; this keeps the screen quick and honest meanwhile.
 */
export function useWordreeGame(
  puzzle: PlayablePuzzle | null,
  mode: WordreeGameMode,
  referee?: Referee,
) {
  const queryClient = useQueryClient();
  const key = puzzle ? `${mode}:${puzzle.id}` : null;
  const [state, setState] = useState<BoardState>(() => initialState(key, mode, puzzle?.id ?? null));
  if (state.key !== key) setState(initialState(key, mode, puzzle?.id ?? null));
  const { chain, selection } = state;

  const [busy, setBusy] = useState(false);
  const [highlight, setHighlight] = useState(false);
  const [hintCells, setHintCells] = useState<WordreeCell[]>([]);
  const [lastGain, setLastGain] = useState<{ points: number; id: number } | null>(null);
  const timers = useRef<number[]>([]);
  useEffect(() => () => timers.current.forEach((id) => window.clearTimeout(id)), []);
  const later = (ms: number, run: () => void) => timers.current.push(window.setTimeout(run, ms));

  const size = puzzle?.gridSize ?? 0;
  const letters = useMemo(
    () => (puzzle ? gridLetters(puzzle.letters, puzzle.gridSize) : []),
    [puzzle],
  );
  const currentWord = spellPath(letters, size, selection);
  const locked = chain.isDailyModeLocked;
  const ranked = puzzle?.daily != null;
  // A restored chain may not know its last word's cells: the connection rule cannot be checked.
  const connectionKnown = chain.wordChain.length === 0 || chain.lastWordCells.length > 0;
  /**
   * What stops the traced word by the chain's rules the screen can check without the dictionary,
   * judged as the referee judges them (proto's chainProblem), or null.
   */
  const wordProblem = chainProblem(
    chain.wordChain.map((played) => played.word),
    chain.wordChain.length > 0 ? chain.lastWordCells : undefined,
    currentWord.toLowerCase(),
    selection,
  );
  /** The traced word's points, shown only when nothing the screen can check stops it. */
  const preview = connectionKnown && !wordProblem ? wordScore(currentWord) : null;

  // Saved whenever the chain is non-empty, and forgotten when it is cleared
  // (docs/rules.md#wordree-on-screen).
  useEffect(() => {
    if (!puzzle || state.key !== key || mode === 'archive') return;
    if (chain.wordChain.length === 0) {
      clearSavedGame(localStorage, mode, puzzle.id);
      return;
    }
    writeSavedGame(localStorage, mode, {
      ...chain,
      puzzleId: puzzle.id,
      nextReset: puzzle.daily?.resetTime ?? null,
      savedAt: new Date().toISOString(),
    });
  }, [chain, key, mode, puzzle, state.key]);

  const setSelection = useCallback(
    (next: WordreeCell[]) => setState((current) => ({ ...current, selection: next })),
    [],
  );
  const setChain = (update: (current: ChainState) => ChainState) =>
    setState((current) => ({ ...current, chain: update(current.chain) }));

  const pick = (cell: WordreeCell) => {
    if (locked || busy) return;
    const result = tapCell(selection, cell);
    if (result.kind === 'not-adjacent') {
      toast(wordRefusal(WORDREE_MESSAGES.notAdjacent));
      return;
    }
    if (result.kind !== 'ignored') setSelection([...result.selection]);
  };

  // Drags update from the latest selection, and render at once (a cell entered is a rare event
  // next to pointer moves): the release that follows then submits the word on screen.
  const dragStart = (cell: WordreeCell) => {
    if (locked || busy) return;
    flushSync(() =>
      setState((current) => {
        const last = current.selection.at(-1);
        if (last && last[0] === cell[0] && last[1] === cell[1]) return current;
        return { ...current, selection: dragInto(current.selection, cell) ?? [cell] };
      }),
    );
  };

  const dragEnter = (cell: WordreeCell) => {
    if (locked || busy) return;
    flushSync(() =>
      setState((current) => {
        const next = dragInto(current.selection, cell);
        return next ? { ...current, selection: next } : current;
      }),
    );
  };

  /**
   * Releasing a drag submits its word, as Strands does (docs/rules.md#wordree-on-screen); a drag
   * of fewer letters than a word leaves them traced, for taps or typing to go on from.
   */
  const dragEnd = () => {
    if (selection.length >= WORDREE_MIN_WORD_LENGTH) void submitWord();
  };

  const typeLetter = (letter: string) => {
    if (locked || busy || !puzzle) return;
    const path = pathForTyped(
      letters,
      size,
      currentWord + letter.toUpperCase(),
      selection,
      chain.lastWordCells,
    );
    if (path) setSelection(path);
    else toast(wordRefusal(WORDREE_MESSAGES.notAdjacent));
  };

  const removeLast = () => setSelection(selection.slice(0, -1));
  const clearSelection = () => setSelection([]);

  /**
   * Local checks first, in the referee's order (docs/rules.md#wordree-chains); the server then
   * referees and keeps the record.
   */
  const submitWord = async () => {
    if (!puzzle || locked || busy) return;
    const path = selection;
    const word = currentWord.toLowerCase();
    // Too short is no word yet: the letters stay, to go on from.
    if (wordProblem === WORDREE_MESSAGES.tooShort) return toast(wordRefusal(wordProblem));
    if (wordProblem) return refuseWord(wordProblem);
    if (!connectionKnown) return toast(connectionUnknown);
    setBusy(true);
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
              mode: ranked ? 'daily' : 'endless',
              path,
              word,
            });
      if (!chain.gameId) void queryClient.invalidateQueries({ queryKey: wordreeKeys.leaderboard });
      accept(game);
    } catch (error) {
      refuse(error);
    } finally {
      setBusy(false);
    }
  };

  const accept = (game: WordreeGame) => {
    const played = game.wordChain.at(-1);
    const { celebrations, memory } = celebrationsFor(
      chain.score,
      game.score,
      puzzle!.targetScore,
      chain,
    );
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
    setHintCells([]);
    if (played) setLastGain({ points: played.points, id: Date.now() });
    celebrate(celebrations, () => {
      setHighlight(true);
      later(HIGHLIGHT_MS, () => setHighlight(false));
    });
  };

  /**
   * 410: this daily is over (midnight passed, or an admin replaced it). Loading today's puzzle
   * is enough: the board is keyed by puzzle id and starts afresh for the new one.
   */
  const dailyClosed = () => {
    toast(submissionClosed);
    void queryClient.invalidateQueries({ queryKey: wordreeKeys.daily });
  };

  /** A refused word clears from the grid, its reason in a toast: the next try starts afresh. */
  const refuseWord = (message: string) => {
    setSelection([]);
    toast(wordRefusal(message));
  };

  const refuse = (error: unknown) => {
    if (!(error instanceof ApiError)) return toast(unchecked(error));
    if (error.status === 410) return dailyClosed();
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
    setHintCells([]);
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
      setHintCells(path.slice(0, 1));
      later(HINT_GLOW_MS, () => setHintCells([]));
      toast({
        title: '💡 Hint',
        description: `Try “${hint.toUpperCase()}” — it starts on the glowing letter.`,
      });
    } catch (error) {
      if (error instanceof ApiError && error.status === 404 && error.serverMessage) {
        return toast({ title: 'No hints available', description: error.serverMessage });
      }
      if (error instanceof ApiError && error.status === 410) return dailyClosed();
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
      if (error instanceof ApiError && error.status === 410) dailyClosed();
      else if (error instanceof ApiError) {
        toast({
          title: 'Failed to submit score',
          description: error.serverMessage ?? 'Please try again',
          variant: 'destructive',
        });
      } else {
        toast({
          title: 'Error',
          description: 'Failed to submit score. Please try again.',
          variant: 'destructive',
        });
      }
      throw error;
    }
  };

  /**
   * The server's record of this puzzle's chain (another device's play) replaces the one on
   * screen when it knows more; a word being traced is dropped with it.
   */
  const restoreChain = useCallback(
    (puzzleId: number, server: ChainState) => {
      setState((current) => {
        if (current.key !== `${mode}:${puzzleId}` || !shouldRestore(current.chain, server)) {
          return current;
        }
        return { ...current, chain: server, selection: [] };
      });
    },
    [mode],
  );

  /**
   * The daily puzzle ended under the player: everything about it goes
   * (docs/rules.md#wordree-on-screen).
   */
  const resetForNewDay = useCallback(() => {
    if (puzzle && mode !== 'archive') clearSavedGame(localStorage, mode, puzzle.id);
    setState((current) => ({ ...current, chain: EMPTY_CHAIN, selection: [] }));
  }, [mode, puzzle]);

  return {
    letters,
    size,
    selection,
    currentWord,
    preview,
    chain,
    locked,
    busy,
    ranked,
    highlight,
    hintCells,
    lastGain,
    actions: {
      pick,
      dragStart,
      dragEnter,
      dragEnd,
      typeLetter,
      removeLast,
      clearSelection,
      submitWord,
      clearChain,
      requestHint,
      submitScore,
      resetForNewDay,
      restoreChain,
    },
  };
}

export type WordreeBoard = ReturnType<typeof useWordreeGame>;
