import { useState } from 'react';
import type { BloomResult } from '@hub/proto';
import type { GardenInfo } from './api';
import type { GuestSave } from './schemas/guestSave';
import { initialGame } from './restore';
import { useGameClock } from './useGameClock';

/**
 * The garden as it is played: the board, the player's notes, the hints taken, whether it is won and the server's
 * score for it, and the timer; each picks up where the last visit left it (restore.ts).
 */
export function useGardenState(daily: GardenInfo, guestSave: GuestSave | null) {
  const [initial] = useState(() => initialGame(daily, guestSave));
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
