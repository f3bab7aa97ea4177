import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  JOTTO_MATCH_REFRESH_MS,
  JottoCreatedMatch,
  JottoMatch,
  JottoMatchGuessResult,
  JottoMatchList,
  type JottoCreateMatchBody,
  type JottoSecretWordBody,
} from '@hub/proto';
import { apiFetch } from '../../../api/client';
import { useMatchStream } from '../live/useMatchStream';
import { MATCHES_KEY, matchKey } from './matchKeys';

/**
 * The list and a match show the other player's moves. The match stream refetches them as each
 * change happens; only while it is not live do they refresh every 3 seconds instead
 * (docs/rules.md#jotto-on-screen).
 */
function usePollUnlessLive(): number | false {
  return useMatchStream().status === 'live' ? false : JOTTO_MATCH_REFRESH_MS;
}

export function useMatches(enabled: boolean) {
  const poll = usePollUnlessLive();
  return useQuery({
    queryKey: MATCHES_KEY,
    queryFn: () => apiFetch('/api/jotto/matches', JottoMatchList),
    enabled,
    refetchInterval: poll,
  });
}

export function useMatch(id: string, enabled: boolean) {
  const poll = usePollUnlessLive();
  return useQuery({
    queryKey: matchKey(id),
    queryFn: () => apiFetch(`/api/jotto/match/${encodeURIComponent(id)}`, JottoMatch),
    enabled,
    refetchInterval: (query) =>
      query.state.data?.status === 'completed' || query.state.error ? false : poll,
  });
}

export function useCreateMatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: JottoCreateMatchBody) =>
      apiFetch('/api/jotto/match', JottoCreatedMatch, { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MATCHES_KEY }),
  });
}

/** Sets the creator's word or joins with one; the answer is the match as it now stands. */
export function useSecretWord(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: JottoSecretWordBody) =>
      apiFetch(`/api/jotto/match/${encodeURIComponent(id)}/word`, JottoMatch, {
        method: 'POST',
        body,
      }),
    onSuccess: (match) => queryClient.setQueryData(matchKey(id), match),
  });
}

export function useMatchGuess(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (guess: string) =>
      apiFetch(`/api/jotto/match/${encodeURIComponent(id)}/guess`, JottoMatchGuessResult, {
        method: 'POST',
        body: { guess },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: matchKey(id) }),
  });
}
