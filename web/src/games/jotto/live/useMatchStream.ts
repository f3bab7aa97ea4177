import { useCallback, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useUser } from '../../../api/user';
import { joinMatchStream, matchStreamState, type MatchStreamState } from './matchStream';

/**
 * The signed-in player's match stream, opened while a screen using this is shown (one per tab,
 * however many use it): matches refetched as they change, the count of turns, the notifications.
 */
export function useMatchStream(): MatchStreamState {
  const { user } = useUser();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const userId = user?.id ?? null;
  const subscribe = useCallback(
    (listener: () => void) =>
      userId ? joinMatchStream({ userId, queryClient, navigate }, listener) : () => {},
    [userId, queryClient, navigate],
  );
  return useSyncExternalStore(subscribe, () => matchStreamState(userId));
}
