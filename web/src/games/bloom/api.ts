import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BloomBoard, BloomDailyInfo, BloomSaveBody, BloomScoreBody } from '@hub/proto';
import { apiFetch, lazyParser, type Parser } from '../../api/client';
import { earlyOr } from '../../api/early';
import type * as BloomSchemas from './schemas';
import type { GuestSave } from './schemas/guestSave';
import { DAILY_PATH, EARLY_DAILY } from './requests';
import { localStore } from './storage';

const LEADERBOARD_PATH = '/api/bloom/leaderboard';
/** The player key of a visitor who is not signed in. */
export const GUEST = 'guest';

type Schemas = typeof BloomSchemas;
const schemas = (): Promise<Schemas> => import('./schemas');
/** A parser from schemas.ts, loaded when its answer is asked for. */
const schema = <T>(pick: (loaded: Schemas) => Parser<T>) => lazyParser(schemas, pick);

/** Today's garden as the server keeps it for the player, and the garden a guest left here. */
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

export const saveGarden = (body: BloomSaveBody) =>
  apiFetch(
    '/api/bloom/state/save',
    schema((loaded) => loaded.BloomSaveAnswer),
    { method: 'POST', body },
  );

export function useHint() {
  return useMutation({
    mutationFn: (board: BloomBoard) =>
      apiFetch(
        '/api/bloom/hint',
        schema((loaded) => loaded.BloomHint),
        { method: 'POST', body: { board } },
      ),
  });
}

export function useSubmitScore() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BloomScoreBody) =>
      apiFetch(
        '/api/bloom/score',
        schema((loaded) => loaded.BloomScoreAnswer),
        { method: 'POST', body },
      ),
    // A new score invalidates the leaderboard; the player's stats move with it
    // (docs/architecture.md#the-web-app).
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [LEADERBOARD_PATH] }),
        queryClient.invalidateQueries({ queryKey: ['/api/user/stats'] }),
      ]),
  });
}
