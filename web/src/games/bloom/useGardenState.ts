import { useState } from 'react';
import type { BloomResult } from '@hub/proto';
import type { GardenInfo } from './api';
import { queuedFinishFor } from './finishQueue';
import type { GuestSave } from './schemas/guestSave';
import { initialGame } from './restore';
import { sentFinishFor } from './sendFinish';
import { useGameClock } from './useGameClock';

/**
 * The garden as it is played: the board, the player's notes, the hints taken, whether it is won and the server's
 * score for it, and the timer; each picks up where the last visit left it (restore.ts).
 */
export function useGardenState(daily: GardenInfo, guestSave: GuestSave | null) {
  const [initial] = useState(() => {
    const unsent = queuedFinishFor(daily.id) ?? sentFinishFor(daily.id)?.finish;
    return initialGame(daily, guestSave, unsent?.body);
  });
  const [board, setBoard] = useState(initial.board);
  const [notes, setNotes] = useState(initial.notes);
  const [hintsUsed, setHintsUsed] = useState(initial.hintsUsed);
  const [won, setWon] = useState(initial.won);
  const [result, setResult] = useState<BloomResult | null>(daily.result);
  const clock = useGameClock(initial.seconds);
  const seconds = won && result ? result.timeTaken : clock.seconds;
  return {
    initial,
    board,
    setBoard,
    notes,
    setNotes,
    hintsUsed,
    setHintsUsed,
    won,
    setWon,
    result,
    setResult,
    clock,
    seconds,
  };
}

export type GardenState = ReturnType<typeof useGardenState>;
