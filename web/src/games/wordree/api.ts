import { useQuery } from '@tanstack/react-query';
import type {
  StartGameBody,
  WordInput,
  WordreeDifficulty,
  WordreeMode,
  WordreeSubmitBody,
} from '@hub/proto';
import { ApiError, apiFetch, lazyParser, type LoadParser, type Parser } from '../../api/client';
import { earlyOr } from '../../api/early';
import { zodLoaded } from '../../api/zod';
import { firstScreenPainted } from '../../lib/firstScreen';
import { loadClock } from './chunks';
import { fromShared, type PlayablePuzzle } from './logic/playable';
import { earlyKeys, puzzlePaths } from './requests';
import type * as WordreeSchemas from './schemas';

type Schemas = typeof WordreeSchemas;
let loaded: Schemas | null = null;
/**
 * The schemas/ folder, loaded with the first answer that needs it, and not before the first
 * screen has painted (lib/firstScreen.ts): zod is some 23 kB brotli and tens of milliseconds of
 * a phone's main thread, which the page's first paint (a first visit's tutorial) does not need.
 */
export async function wordreeSchemas(): Promise<Schemas> {
  if (!loaded) {
    await firstScreenPainted();
    await zodLoaded();
    loaded = await import('./schemas');
  }
  return loaded;
}
/**
 * The schemas, if an answer has loaded them. A board has a puzzle only once its answer has been
 * parsed, so a board reading its save (useWordreeGame) always finds them.
 */
export const loadedSchemas = (): Schemas | null => loaded;
const schema = <T>(pick: (schemas: Schemas) => Parser<T>) => lazyParser(wordreeSchemas, pick);

export const wordreeKeys = {
  daily: ['/api/puzzle-templates/daily'] as const,
  random: ['/api/puzzle-templates/random'] as const,
  shared: ['/api/puzzle-templates'] as const,
  byId: (id: number, mode: WordreeMode) => ['/api/puzzle-templates', id, mode] as const,
  /** A shared link's puzzle, kept as the board plays it (see useSharedPuzzle). */
  sharedById: (id: number, mode: WordreeMode) =>
    ['/api/puzzle-templates', id, mode, 'shared'] as const,
  leaderboard: ['/api/daily-puzzle/leaderboard'] as const,
  progress: ['/api/daily-puzzle/progress'] as const,
  history: (date: string) => ['/api/historical-leaderboard', date] as const,
};

/** Every puzzle fetch fails with this one message (docs/rules.md#wordree-on-screen). */
export const PUZZLE_FETCH_FAILED = 'Failed to fetch puzzle';

/**
 * A puzzle from `path`; or, when `early` names the request the app's start sent for it
 * (preload.ts), that request's answer.
 */
async function fetchPuzzle<T>(path: string, parser: LoadParser<T>, early?: string): Promise<T> {
  try {
    const ask = () => apiFetch(path, parser);
    return await (early === undefined ? ask() : earlyOr(early, parser, ask));
  } catch (error) {
    throw new Error(PUZZLE_FETCH_FAILED, { cause: error });
  }
}

/** Today's daily puzzle: fresh for an hour, kept two, never refetched on focus, mount or reconnect. */
export function useDailyPuzzle(enabled: boolean, awaitingNewDay = false) {
  return useQuery({
    queryKey: wordreeKeys.daily,
    queryFn: () =>
      fetchPuzzle(
        puzzlePaths.daily,
        schema((schemas) => schemas.WordreeDailyPuzzle),
        earlyKeys.daily,
      ),
    enabled,
    // Right after midnight the server may still be a clock tick behind: ask until it moves on.
    refetchInterval: awaitingNewDay ? 2_000 : false,
    staleTime: 3_600_000,
    gcTime: 7_200_000,
    refetchOnMount: false,
    refetchOnReconnect: false,
  });
}

function fetchView(id: number | null, mode: WordreeMode) {
  if (id === null) throw new Error('Puzzle ID is required');
  return fetchPuzzle(
    puzzlePaths.view(id, mode),
    schema((schemas) => schemas.PuzzleTemplateView),
    earlyKeys.view(id, mode),
  );
}

/** Retried twice; a daily one is cached a few minutes, an endless one never. */
const byIdOptions = (id: number | null, mode: WordreeMode) => ({
  enabled: id !== null,
  retry: 2,
  staleTime: mode === 'daily' ? 60_000 : 0,
  gcTime: mode === 'daily' ? 300_000 : 0,
});

/** A puzzle by id: the endless puzzle in play. */
export function usePuzzleById(id: number | null, mode: WordreeMode) {
  return useQuery({
    queryKey: wordreeKeys.byId(id ?? 0, mode),
    queryFn: () => fetchView(id, mode),
    ...byIdOptions(id, mode),
  });
}

/** A shared link's puzzle, ready to play: a daily one knows when its day ends. */
export function useSharedPuzzle(id: number | null, mode: WordreeMode) {
  return useQuery({
    queryKey: wordreeKeys.sharedById(id ?? 0, mode),
    queryFn: async (): Promise<PlayablePuzzle> => {
      const clock = loadClock().catch((cause: unknown) => {
        throw new Error(PUZZLE_FETCH_FAILED, { cause });
      });
      const [view, { addDays, startOfDay }] = await Promise.all([fetchView(id, mode), clock]);
      return fromShared(view, (day) => startOfDay(addDays(day, 1)).toISOString());
    },
    ...byIdOptions(id, mode),
  });
}

/**
 * A fresh random puzzle of a difficulty; never cached (docs/rules.md#wordree-on-screen). The first
 * draw of a page load
 * takes over the request the app's start sent (preload.ts).
 */
export function fetchRandomPuzzle(
  difficulty: WordreeDifficulty,
  { exclude, first = false }: { exclude?: number; first?: boolean } = {},
) {
  return fetchPuzzle(
    puzzlePaths.random(difficulty, exclude),
    schema((schemas) => schemas.PuzzleTemplate),
    first ? earlyKeys.random(difficulty) : undefined,
  );
}

/**
 * The signed-in player's own chain and submission for today, as the server keeps them: what
 * another device played. Asked again when the player comes back to the tab.
 */
export function useDailyProgress(enabled: boolean) {
  return useQuery({
    queryKey: wordreeKeys.progress,
    queryFn: () =>
      apiFetch(
        '/api/daily-puzzle/progress',
        schema((schemas) => schemas.WordreeDailyProgress),
      ),
    enabled,
    staleTime: 0,
    // Coming back to the tab may be coming back from another device's play.
    refetchOnWindowFocus: true,
    retry: 1,
  });
}

export function useDailyLeaderboard(enabled: boolean) {
  return useQuery({
    queryKey: wordreeKeys.leaderboard,
    queryFn: () =>
      apiFetch(
        '/api/daily-puzzle/leaderboard',
        schema((schemas) => schemas.WordreeDailyLeaderboard),
      ),
    enabled,
    staleTime: 0,
  });
}

export function useHistoricalLeaderboard(date: string, enabled: boolean) {
  return useQuery({
    queryKey: wordreeKeys.history(date),
    queryFn: () =>
      apiFetch(
        `/api/historical-leaderboard?date=${encodeURIComponent(date)}`,
        schema((schemas) => schemas.HistoricalLeaderboard),
      ),
    enabled,
    staleTime: 60_000,
  });
}

/** The referee's calls: each answers with the server's record of the chain. */
export const wordreeApi = {
  startGame: (body: StartGameBody) =>
    apiFetch(
      '/api/games',
      schema((schemas) => schemas.WordreeGame),
      { method: 'POST', body },
    ),
  addWord: (gameId: string, body: WordInput) =>
    apiFetch(
      `/api/games/${gameId}/words`,
      schema((schemas) => schemas.WordreeGame),
      { method: 'POST', body },
    ),
  finish: (gameId: string) =>
    apiFetch(
      `/api/games/${gameId}/finish`,
      schema((schemas) => schemas.WordreeGame),
      { method: 'POST' },
    ),
  submitScore: (body: WordreeSubmitBody) =>
    apiFetch(
      '/api/daily-puzzle/submit',
      schema((schemas) => schemas.WordreeSubmitResult),
      { method: 'POST', body },
    ),
  validate: (word: string) =>
    apiFetch(
      `/api/dictionary/validate/${encodeURIComponent(word)}`,
      schema((schemas) => schemas.DictionaryValidation),
    ),

  /**
   * Up to 3 tries; a definite "no" from the server (4xx) is not retried
   * (docs/rules.md#wordree-on-screen).
   */
  async hint(gameId: string) {
    let lastError: unknown;
    for (let attempt = 0; attempt < 3; attempt++) {
      try {
        return await apiFetch(
          `/api/games/${gameId}/hint`,
          schema((schemas) => schemas.WordreeHint),
        );
      } catch (error) {
        lastError = error;
        if (error instanceof ApiError && error.status < 500) throw error;
      }
    }
    throw lastError;
  },
};
