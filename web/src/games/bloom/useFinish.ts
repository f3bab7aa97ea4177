import { useCallback, useEffect, useRef } from 'react';
import type { BloomBoard } from '@hub/proto';
import { ApiError, errorMessage } from '../../api/client';
import { toast } from '../../toast/useToast';
import { useSubmitScore, type GardenCalls, type GardenInfo } from './api';
import { celebrate } from './celebrate';
import type { GardenState } from './useGardenState';
import type { GardenSaving } from './useGardenSaving';

export const ALREADY_COMPLETED = 'Puzzle already completed';

export const isAlreadyCompleted = (error: unknown) =>
  error instanceof ApiError && error.serverMessage === ALREADY_COMPLETED;

/** A solved garden is locked: moves and notes alike say so. */
export function alreadyCompleted() {
  toast({ title: ALREADY_COMPLETED });
}

/**
 * The finish: the clock stops, the garden is saved as completed and its score sent; the server
 * answers with the score and rank. `onFinished` opens the results as it starts.
 */
export function useFinish(
  info: GardenInfo,
  calls: GardenCalls,
  garden: GardenState,
  saving: GardenSaving,
  onFinished: () => void,
) {
  const submitScore = useSubmitScore(calls);
  const { setWon, setResult, initial } = garden;
  const { stop: stopClock } = garden.clock;
  const { persist, latest } = saving;

  const finish = useCallback(
    async (finalBoard: BloomBoard) => {
      setWon(true);
      stopClock();
      onFinished();
      void celebrate();
      await persist(true, { finalBoard }).catch(() => {});
      submitScore.mutate(
        {
          timeTaken: latest.current.seconds,
          hintsUsed: latest.current.hintsUsed,
          board: finalBoard,
        },
        {
          onSuccess: (answer) => setResult(answer),
          onError: (error) => {
            if (isAlreadyCompleted(error)) toast({ title: ALREADY_COMPLETED });
            else
              toast({
                title: 'Score not saved',
                description: errorMessage(error),
                variant: 'destructive',
              });
          },
        },
      );
    },
    [persist, stopClock, submitScore, setWon, setResult, onFinished, latest],
  );

  // A garden finished on an earlier visit whose score never reached the server: send it now.
  const resumed = useRef(false);
  useEffect(() => {
    if (resumed.current || !initial.won || info.completed) return;
    resumed.current = true;
    void finish(initial.board);
  }, [info.completed, finish, initial]);

  return finish;
}
