import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { BloomBoard } from '@hub/proto';
import type { GardenCalls, GardenInfo } from './api';
import { celebrate } from './celebrate';
import { newFinishId, queuedFinishFor, queueFinish } from './finishQueue';
import { onFinishOutcome, sendFinish, sentFinishFor, type FinishOutcome } from './sendFinish';
import type { GardenState } from './useGardenState';
import type { GardenSaving } from './useGardenSaving';

/**
 * The finish: the clock stops, the garden is saved as completed and its score sent; the server
 * answers with the score and rank. `onFinished` opens the results as it starts. A finish that
 * cannot reach the server waits on this device and goes when the connection returns
 * (docs/rules.md#bloom-offline): `waiting` says so meanwhile.
 */
export function useFinish(
  info: GardenInfo,
  calls: GardenCalls,
  garden: GardenState,
  saving: GardenSaving,
  onFinished: () => void,
) {
  const queryClient = useQueryClient();
  const { setWon, setResult, initial } = garden;
  const { stop: stopClock } = garden.clock;
  const { persist, latest } = saving;
  const [waiting, setWaiting] = useState(
    () => !info.completed && queuedFinishFor(info.id) !== null,
  );

  // Every sending of this garden's finish reports here: the page's own, and a resend when the
  // connection returns (offlineQueue.ts).
  const settle = useCallback(
    (outcome: FinishOutcome) => {
      setWaiting(outcome.kind === 'kept');
      if (outcome.kind === 'sent') setResult(outcome.answer);
    },
    [setResult],
  );
  useEffect(
    () =>
      onFinishOutcome((finish, outcome) => {
        if (finish.puzzleId === info.id) settle(outcome);
      }),
    [info.id, settle],
  );

  const finish = useCallback(
    async (finalBoard: BloomBoard) => {
      setWon(true);
      stopClock();
      onFinished();
      void celebrate();
      // Sent already in this visit, before the page had the server's word on it.
      const sent = sentFinishFor(info.id);
      if (sent) return setResult(sent.answer);
      // Kept before it is sent, under one id: sent again, it is counted once.
      const earlier = queuedFinishFor(info.id);
      const queued =
        earlier ??
        queueFinish({
          puzzleId: info.id,
          puzzleNumber: info.puzzleNumber,
          day: info.dayKey,
          daily: calls.daily,
          path: calls.scorePath,
          finished: calls.finished,
          body: {
            timeTaken: latest.current.seconds,
            hintsUsed: latest.current.hintsUsed,
            board: finalBoard,
            finishId: newFinishId(),
          },
        });
      await persist(true, { finalBoard }).catch(() => {});
      await sendFinish(queued, queryClient, { resent: earlier !== null });
    },
    [info, calls, persist, stopClock, setWon, setResult, onFinished, latest, queryClient],
  );

  // A garden finished on an earlier visit whose score never reached the server: send it now.
  const resumed = useRef(false);
  useEffect(() => {
    if (resumed.current || !initial.won || info.completed) return;
    resumed.current = true;
    void finish(initial.board);
  }, [info.completed, finish, initial]);

  return { finish, waiting };
}
