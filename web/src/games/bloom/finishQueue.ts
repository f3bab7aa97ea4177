import type { QueryKey } from '@tanstack/react-query';
import type { BloomScoreBody } from '@hub/proto';
import { localStore } from './storage';

/**
 * A finished garden on its way to the server (docs/rules.md#bloom-offline). It is written here
 * before it is sent and dropped once the server has answered, so a finish made offline, or in a
 * tab closed before the answer came, is sent again later under the same finish id.
 */
export interface QueuedFinish {
  /** The garden's puzzle: one finish per garden. */
  puzzleId: number;
  puzzleNumber: number;
  /** The garden's day: today's daily is sent on its day only; an archive day's at any time. */
  day: string;
  daily: boolean;
  /** Where the finish goes, and what it says (its `finishId` names it). */
  path: string;
  body: BloomScoreBody;
  /** The queries its score changes: the day's board, the calendar, the player's stats. */
  finished: QueryKey[];
}

/** Read as the app starts, on every page (offlineQueue.ts): kept free of zod. */
export const FINISH_QUEUE_KEY = 'bloom-finishes';

export const hasQueuedFinishes = () => Boolean(localStore()?.getItem(FINISH_QUEUE_KEY));

export function queuedFinishes(): QueuedFinish[] {
  try {
    const kept: unknown = JSON.parse(localStore()?.getItem(FINISH_QUEUE_KEY) ?? '[]');
    return Array.isArray(kept) ? (kept as QueuedFinish[]) : [];
  } catch {
    return [];
  }
}

export const queuedFinishFor = (puzzleId: number): QueuedFinish | null =>
  queuedFinishes().find((finish) => finish.puzzleId === puzzleId) ?? null;

function keep(finishes: QueuedFinish[]): void {
  const store = localStore();
  try {
    if (finishes.length === 0) store?.removeItem(FINISH_QUEUE_KEY);
    else store?.setItem(FINISH_QUEUE_KEY, JSON.stringify(finishes));
  } catch {
    // A full or refused storage: the finish is still sent now, only not again after a reload.
  }
}

/** Keeps a finish until the server has answered it, in place of any earlier one of its garden. */
export function queueFinish(finish: QueuedFinish): QueuedFinish {
  keep([...queuedFinishes().filter((kept) => kept.puzzleId !== finish.puzzleId), finish]);
  return finish;
}

export function dropFinish(puzzleId: number): void {
  keep(queuedFinishes().filter((kept) => kept.puzzleId !== puzzleId));
}

/**
 * A new finish's id. Where the browser gives none (`randomUUID` needs a secure context, as
 * service workers do, so a site without one is never offline) the finish goes without one.
 */
export const newFinishId = (): string | undefined => globalThis.crypto?.randomUUID?.();
