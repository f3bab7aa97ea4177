import { useMutation, useQuery, type QueryKey } from '@tanstack/react-query';
import type {
  BloomBoard,
  BloomDailyInfo,
  BloomHint,
  BloomNotes,
  BloomSaveAnswer,
  BloomSaveBody,
} from '@hub/proto';
import { apiFetch, lazyParser, type Parser } from '../../api/client';
import { earlyOr } from '../../api/early';
import { zodLoaded } from '../../api/zod';
import { firstScreenPainted } from '../../lib/firstScreen';
import type * as BloomSchemas from './schemas';
import type { GuestSave } from './schemas/guestSave';
import { DAILY_PATH, EARLY_DAILY } from './requests';
import { localStore } from './storage';

const LEADERBOARD_PATH = '/api/bloom/leaderboard';
/** The player key of a visitor who is not signed in. */
export const GUEST = 'guest';

type Schemas = typeof BloomSchemas;
/**
 * The schemas/ folder, not before the first screen has painted (lib/firstScreen.ts): zod is some
 * 23 kB brotli and tens of milliseconds of a phone's main thread, which the page's first paint (a
 * first visit's tutorial) does not need.
 */
const schemas = async (): Promise<Schemas> => {
  await firstScreenPainted();
  await zodLoaded();
  return import('./schemas');
};
/** A parser from schemas.ts, loaded when its answer is asked for. */
export const schema = <T>(pick: (loaded: Schemas) => Parser<T>) => lazyParser(schemas, pick);

/**
 * A day's garden as the server keeps it for the player: today's (with its reset time) or a past
 * day's, opened in the archive. Everything the board needs, whichever it is.
 */
export type GardenInfo = Omit<BloomDailyInfo, 'resetTime'>;

/** A garden in progress as it is saved. */
export interface GardenSave {
  board: BloomBoard;
  notes: BloomNotes;
  timeElapsed: number;
  hintsUsed: number;
  completed: boolean;
}

/**
 * What a garden's moves ask of the server: today's daily's calls, or the archive's for a past
 * day (archive/api.ts). The board, its saving, hints and the finish are the same either way.
 */
export interface GardenCalls {
  save(garden: GardenSave): Promise<BloomSaveAnswer>;
  hint(board: BloomBoard): Promise<BloomHint>;
  /** Where the finished garden's score goes (sendFinish.ts sends it, queued if need be). */
  scorePath: string;
  /** Today's daily, whose finish counts only if it arrives on its day; else an archive day's. */
  daily: boolean;
  /** The queries a finished garden changes (its leaderboard, the calendar). */
  finished: QueryKey[];
  /** A guest keeps a copy of today's garden on this device too; the archive's is the server's. */
  guestCopy: boolean;
}

/** Today's garden with the player's saved state, and the garden a guest left here. */
export interface GardenOpening {
  daily: BloomDailyInfo;
  guestSave: GuestSave | null;
}

/**
 * Today's garden with the player's saved state. The hub caches the same call for its countdown;
 * the game keeps its own entry and always asks again, since the saved state moves as they play.
 * The first ask takes over the request the app's start sent (preload.ts), if any.
 */
export function useDailyGarden(playerKey: string | undefined) {
  return useQuery({
    queryKey: [DAILY_PATH, 'game', playerKey],
    queryFn: async (): Promise<GardenOpening> => {
      const parser = schema((loaded) => loaded.BloomDailyInfo);
      const daily = await earlyOr(EARLY_DAILY, parser, () => apiFetch(DAILY_PATH, parser));
      const store = playerKey === GUEST ? localStore() : null;
      const guestSave = store ? (await schemas()).loadGuestSave(store, daily.id) : null;
      return { daily, guestSave };
    },
    enabled: playerKey !== undefined,
    staleTime: 0,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
}

export function useLeaderboard() {
  return useQuery({
    queryKey: [LEADERBOARD_PATH],
    queryFn: () =>
      apiFetch(
        LEADERBOARD_PATH,
        schema((loaded) => loaded.BloomLeaderboard),
      ),
  });
}

const saveDaily = (body: BloomSaveBody) =>
  apiFetch(
    '/api/bloom/state/save',
    schema((loaded) => loaded.BloomSaveAnswer),
    { method: 'POST', body },
  );

/** Today's calls, for the garden with this id (a save for another day's is refused). */
export const dailyCalls = (puzzleId: number): GardenCalls => ({
  save: (garden) => saveDaily({ mode: 'daily', dailyPuzzleId: puzzleId, ...garden }),
  hint: (board) =>
    apiFetch(
      '/api/bloom/hint',
      schema((loaded) => loaded.BloomHint),
      { method: 'POST', body: { board } },
    ),
  scorePath: '/api/bloom/score',
  daily: true,
  finished: [[LEADERBOARD_PATH]],
  guestCopy: true,
});

export function useHint(calls: GardenCalls) {
  return useMutation({ mutationFn: calls.hint });
}
