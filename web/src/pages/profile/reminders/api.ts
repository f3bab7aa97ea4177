import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ReminderSettings,
  type PushSubscriptionBody,
  type ReminderBody,
  type UnsubscribeBody,
} from '@hub/proto';
import { ApiError, apiFetch, NO_CONTENT } from '../../../api/client';
import { useUser } from '../../../api/user';
import { askToNotify, browserTimeZone, currentSubscription, subscribeHere } from './push';

const REMINDERS_KEY = '/api/reminders';
/** This browser's push subscription, read from its service worker (no request). */
const SUBSCRIPTION_KEY = ['push-subscription'] as const;

/** Whether the site sends reminders, and the player's time and devices; signed-in only. */
export function useReminderSettings() {
  const { user } = useUser();
  return useQuery({
    queryKey: [REMINDERS_KEY, user?.id],
    queryFn: () => apiFetch(REMINDERS_KEY, ReminderSettings),
    enabled: user !== null,
  });
}

export function useBrowserSubscription(supported: boolean) {
  return useQuery({ queryKey: SUBSCRIPTION_KEY, queryFn: currentSubscription, enabled: supported });
}

/**
 * What the card asks for: on here, with the player's answer to the question whether the site may
 * notify (push.ts askToNotify); a new time, sent the same way; or off.
 */
export type ReminderChange =
  | { kind: 'on'; localTime: string; publicKey: string; asked: Promise<NotificationPermission> }
  | { kind: 'time'; localTime: string; publicKey: string }
  | { kind: 'off' | 'off-everywhere' };

/**
 * The server forgets this device, then the browser drops its subscription. A 404 is the server
 * having forgotten it already (the notification's stop button, another key).
 */
async function stopHere(): Promise<void> {
  const subscription = await currentSubscription();
  if (!subscription) return;
  const body: UnsubscribeBody = { endpoint: subscription.endpoint };
  await apiFetch(`${REMINDERS_KEY}/unsubscribe`, NO_CONTENT, { method: 'POST', body }).catch(
    (error: unknown) => {
      if (!(error instanceof ApiError && error.status === 404)) throw error;
    },
  );
  await subscription.unsubscribe();
}

/** Makes a change; the new settings when the server answered with them. */
async function send(change: ReminderChange): Promise<ReminderSettings | null> {
  switch (change.kind) {
    case 'on':
    case 'time': {
      const asked = change.kind === 'on' ? change.asked : askToNotify();
      const subscription = await subscribeHere(change.publicKey, asked);
      if (!subscription) return null;
      const body: ReminderBody = {
        localTime: change.localTime,
        timeZone: browserTimeZone(),
        // The server checks the keys; a browser gives them all.
        subscription: subscription.toJSON() as PushSubscriptionBody,
      };
      return apiFetch(REMINDERS_KEY, ReminderSettings, { method: 'POST', body });
    }
    case 'off':
      await stopHere();
      return null;
    case 'off-everywhere':
      await apiFetch(`${REMINDERS_KEY}/stop`, NO_CONTENT, { method: 'POST' });
      await (await currentSubscription())?.unsubscribe();
      return null;
  }
}

/**
 * Changes the player's reminders. Pending until the settings and the subscription are read
 * again, so the switch never shows the old state in between; `settled` runs then (the card
 * reads the notification permission afresh, which the change may have asked for).
 */
export function useReminderChange(settled: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (answer) => {
      if (answer) queryClient.setQueriesData({ queryKey: [REMINDERS_KEY] }, answer);
    },
    onSettled: async (answer) => {
      settled();
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: SUBSCRIPTION_KEY }),
        answer ? null : queryClient.invalidateQueries({ queryKey: [REMINDERS_KEY] }),
      ]);
    },
  });
}
