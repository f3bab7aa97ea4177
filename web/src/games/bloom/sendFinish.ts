import type { QueryClient } from '@tanstack/react-query';
import { BLOOM_MESSAGES, type BloomScoreAnswer } from '@hub/proto';
import { ApiError, apiFetch, errorMessage } from '../../api/client';
import { toast } from '../../toast/useToast';
import { schema } from './api';
import type * as PuzzleClock from './clock';
import { dropFinish, queuedFinishes, type QueuedFinish } from './finishQueue';

export const isAlreadyCompleted = (error: unknown) =>
  error instanceof ApiError && error.serverMessage === BLOOM_MESSAGES.alreadyCompleted;

/** A solved garden is locked: moves and notes alike say so. */
export function alreadyCompleted() {
  toast({ title: BLOOM_MESSAGES.alreadyCompleted });
}

export type FinishOutcome =
  /** The server scored it (or had, for this same finish): the answer is its score and rank. */
  | { kind: 'sent'; answer: BloomScoreAnswer }
  /** No connection, or a server that could not take it now: kept, and sent again later. */
  | { kind: 'kept' }
  /** The server refused it (a garden already scored, say): dropped. */
  | { kind: 'refused'; error: unknown }
  /** Today's daily, reaching no server before the reset: dropped, as the day's board closed. */
  | { kind: 'expired' };

/** Worth asking again: no answer at all, a server down or busy. Any other refusal is final. */
const worthRetrying = (error: unknown) =>
  !(error instanceof ApiError) ||
  error.status >= 500 ||
  error.status === 408 ||
  error.status === 429;

type Listener = (finish: QueuedFinish, outcome: FinishOutcome) => void;
const listeners = new Set<Listener>();
/** One sending per garden at a time: the page and a reconnect may both try. */
const sending = new Map<number, Promise<FinishOutcome>>();
/** Finishes this page load saw scored: a garden opened after its finish was sent shows it. */
const sent = new Map<number, { finish: QueuedFinish; answer: BloomScoreAnswer }>();

/** Hears every finish's outcome, whoever sent it; returns the way to stop. */
export function onFinishOutcome(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const sentFinishFor = (puzzleId: number) => sent.get(puzzleId) ?? null;

type Clock = typeof PuzzleClock;
let clock: Promise<Clock> | null = null;
/**
 * The puzzle day's clock, loaded with the first finish: its time-zone formatter, built as it
 * loads, cost a phone some 50 ms of the page's first screen, which never reads it.
 */
function loadClock(): Promise<Clock> {
  clock ??= import('./clock').catch((error: unknown) => {
    clock = null;
    throw error;
  });
  return clock;
}

async function attempt(finish: QueuedFinish): Promise<FinishOutcome> {
  try {
    // Offline before the app was kept on the device, the clock may not load: kept, as unsent.
    const { dayKey } = await loadClock();
    if (finish.daily && finish.day !== dayKey()) {
      dropFinish(finish.puzzleId);
      return { kind: 'expired' };
    }
    const answer = await apiFetch(
      finish.path,
      schema((loaded) => loaded.BloomScoreAnswer),
      { method: 'POST', body: finish.body },
    );
    dropFinish(finish.puzzleId);
    sent.set(finish.puzzleId, { finish, answer });
    return { kind: 'sent', answer };
  } catch (error) {
    if (worthRetrying(error)) return { kind: 'kept' };
    dropFinish(finish.puzzleId);
    return { kind: 'refused', error };
  }
}

/** What the player is told of an outcome; `resent` for a finish sent again, off its page. */
function tell(finish: QueuedFinish, outcome: FinishOutcome, resent: boolean): void {
  const title = `Bloom #${finish.puzzleNumber}`;
  if (outcome.kind === 'sent' && resent) {
    toast({ title: `${title} is counted`, description: 'Your garden, finished offline, is in.' });
  } else if (outcome.kind === 'expired') {
    toast({
      title: `${title} was not counted`,
      description: 'It was finished offline, and the day reset before it could be sent.',
      variant: 'destructive',
    });
  } else if (outcome.kind === 'refused') {
    if (isAlreadyCompleted(outcome.error)) alreadyCompleted();
    else {
      const description = errorMessage(outcome.error);
      toast({ title: 'Score not saved', description, variant: 'destructive' });
    }
  }
}

/**
 * Sends a queued finish: the score's queries are asked again once it is in, the player is told
 * of a refusal, and every listener (the garden's page) hears the outcome.
 */
export function sendFinish(
  finish: QueuedFinish,
  queryClient: QueryClient,
  { resent }: { resent: boolean },
): Promise<FinishOutcome> {
  const pending = sending.get(finish.puzzleId);
  if (pending) return pending;
  const settled = attempt(finish).then(async (outcome) => {
    sending.delete(finish.puzzleId);
    tell(finish, outcome, resent);
    listeners.forEach((listener) => listener(finish, outcome));
    if (outcome.kind === 'sent') {
      await Promise.all(
        [...finish.finished, ['/api/user/stats']].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
    }
    return outcome;
  });
  sending.set(finish.puzzleId, settled);
  return settled;
}

/** Sends every finish still queued on this device: at the app's start and when it reconnects. */
export async function sendQueuedFinishes(queryClient: QueryClient): Promise<void> {
  await Promise.all(
    queuedFinishes().map((finish) => sendFinish(finish, queryClient, { resent: true })),
  );
}
