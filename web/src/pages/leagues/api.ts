import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CreatedLeagueInvite,
  League,
  LeagueBoard,
  LeagueInvitePreview,
  LeagueSummary,
  MyLeagues,
  type GameType,
  type LeaderboardPeriod,
} from '@hub/proto';
import { apiFetch, NO_CONTENT } from '../../api/client';
import { useUser } from '../../api/user';

/** Every league query sits under this key: a change to a league refetches them all. */
const LEAGUES_KEY = '/api/leagues';
const leaguePath = (id: string) => `${LEAGUES_KEY}/${encodeURIComponent(id)}`;
const joinPath = (token: string) => `${LEAGUES_KEY}/join/${encodeURIComponent(token)}`;

/** The signed-in player's leagues. */
export function useMyLeagues() {
  const { user } = useUser();
  return useQuery({
    queryKey: [LEAGUES_KEY, 'mine', user?.id],
    queryFn: () => apiFetch(LEAGUES_KEY, MyLeagues),
    enabled: user !== null,
  });
}

export function useLeague(id: string) {
  const { user } = useUser();
  return useQuery({
    queryKey: [LEAGUES_KEY, id, user?.id],
    queryFn: () => apiFetch(leaguePath(id), League),
    enabled: user !== null,
  });
}

/** A league's board; the members' games move it, so it is refetched once it is a minute old. */
export function useLeagueBoard(id: string, game: GameType, period: LeaderboardPeriod) {
  const { user } = useUser();
  return useQuery({
    queryKey: [LEAGUES_KEY, id, 'boards', game, period, user?.id],
    queryFn: () =>
      apiFetch(
        `${leaguePath(id)}/boards/${game}?period=${encodeURIComponent(period)}`,
        LeagueBoard,
      ),
    enabled: user !== null,
    staleTime: 60_000,
  });
}

/** Where an invite link leads: anyone may ask, guests included. */
export function useInvitePreview(token: string) {
  const { user } = useUser();
  return useQuery({
    queryKey: [LEAGUES_KEY, 'join', token, user?.id],
    queryFn: () => apiFetch(joinPath(token), LeagueInvitePreview),
  });
}

/** What to do once a change is made, before the queries are asked again (a move to another page). */
type After<Answer> = (answer: Answer) => void;

/**
 * A change to leagues, after which every league query is asked again. `after` runs first: a page
 * that leaves a league it shows must go before its own query answers 404 and unmounts it.
 */
function useLeagueChange<Input, Answer>(
  send: (input: Input) => Promise<Answer>,
  after?: After<Answer>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (answer) => {
      after?.(answer);
      return queryClient.invalidateQueries({ queryKey: [LEAGUES_KEY] });
    },
  });
}

export const useCreateLeague = (after: After<League>) =>
  useLeagueChange(
    (name: string) => apiFetch(LEAGUES_KEY, League, { method: 'POST', body: { name } }),
    after,
  );

export const useRenameLeague = (id: string) =>
  useLeagueChange((name: string) =>
    apiFetch(`${leaguePath(id)}/rename`, League, { method: 'POST', body: { name } }),
  );

export const useDeleteLeague = (id: string, after: After<void>) =>
  useLeagueChange(
    () => apiFetch(`${leaguePath(id)}/delete`, NO_CONTENT, { method: 'POST' }),
    after,
  );

export const useLeaveLeague = (id: string, after: After<void>) =>
  useLeagueChange(() => apiFetch(`${leaguePath(id)}/leave`, NO_CONTENT, { method: 'POST' }), after);

export const useRemoveMember = (id: string) =>
  useLeagueChange((memberId: string) =>
    apiFetch(`${leaguePath(id)}/members/${encodeURIComponent(memberId)}/remove`, NO_CONTENT, {
      method: 'POST',
    }),
  );

export const useCreateInvite = (id: string) =>
  useLeagueChange((days: number) =>
    apiFetch(`${leaguePath(id)}/invites`, CreatedLeagueInvite, {
      method: 'POST',
      body: { days },
    }),
  );

export const useWithdrawInvite = (id: string) =>
  useLeagueChange((inviteId: string) =>
    apiFetch(`${leaguePath(id)}/invites/${encodeURIComponent(inviteId)}/withdraw`, NO_CONTENT, {
      method: 'POST',
    }),
  );

export const useJoinLeague = (token: string, after: After<LeagueSummary>) =>
  useLeagueChange(() => apiFetch(joinPath(token), LeagueSummary, { method: 'POST' }), after);
