import { useCallback, useEffect, useRef, useState } from 'react';
import type { BloomBoard } from '@hub/proto';
import type { GardenCalls, GardenInfo } from './api';
import { localStore, storeGuestSave } from './storage';
import type { GardenState } from './useGardenState';

/** The garden saves 2 seconds after the last change (docs/rules.md#bloom-on-screen). */
const AUTO_SAVE_DELAY_MS = 2_000;

interface PersistOptions {
  /** The board to save instead of the latest one (the finish passes the winning board). */
  finalBoard?: BloomBoard;
  /** False keeps the save on this device: see `notesChanged`. */
  toServer?: boolean;
}

/**
 * Saving the garden and its notes: 2 seconds after each change, at the finish, and once as play
 * starts (the server times the solve from the first save or hint). Guests keep a copy of today's
 * garden in local storage too.
 */
export function useGardenSaving(
  info: GardenInfo,
  calls: GardenCalls,
  signedIn: boolean,
  garden: GardenState,
) {
  const { board, notes, seconds, hintsUsed, won } = garden;
  const [revision, setRevision] = useState(0);

  // Saves and the server's answers arrive after renders; they read the garden as it is now.
  const latest = useRef({ board, notes, seconds, hintsUsed });
  useEffect(() => {
    latest.current = { board, notes, seconds, hintsUsed };
  });
  /** The server times the solve from the first save or hint; until then it has no clock. */
  const serverClockStarted = useRef(info.savedState !== null);

  const persist = useCallback(
    async (completed: boolean, { finalBoard, toServer = true }: PersistOptions = {}) => {
      const { seconds: timeElapsed, hintsUsed: hints, notes: notesToSave } = latest.current;
      const boardToSave = finalBoard ?? latest.current.board;
      const store = localStore();
      if (!signedIn && store && calls.guestCopy) {
        storeGuestSave(store, {
          puzzleId: info.id,
          board: boardToSave,
          timeElapsed,
          hintsUsed: hints,
          starterCells: info.starters,
          hasWon: completed,
          notes: notesToSave,
        });
      }
      if (!toServer) return;
      serverClockStarted.current = true;
      // Guests save to the server too (docs/rules.md#bloom-on-screen): it keeps their clock, and
      // their garden moves to the account they sign up with, notes and all.
      await calls.save({
        board: boardToSave,
        notes: notesToSave,
        timeElapsed,
        hintsUsed: hints,
        completed,
      });
    },
    [info.id, info.starters, calls, signedIn],
  );

  useEffect(() => {
    if (revision === 0 || won) return;
    // A failed save is retried by the next change; the garden stays on screen either way. Notes
    // made before the first move stay on this device: a save would start the server's clock,
    // and notes never start it (the first move's save carries them).
    const id = window.setTimeout(
      () => void persist(false, { toServer: serverClockStarted.current }).catch(() => {}),
      AUTO_SAVE_DELAY_MS,
    );
    return () => window.clearTimeout(id);
  }, [revision, won, persist]);

  const { start: startClock } = garden.clock;
  const startPlaying = useCallback(() => {
    startClock();
    if (!serverClockStarted.current) void persist(false).catch(() => {});
  }, [startClock, persist]);

  return {
    latest,
    persist,
    startPlaying,
    /** The board or the notes changed: the next save is due in 2 seconds. */
    changed: () => setRevision((n) => n + 1),
    /** A hint's answer: the server's clock runs from now on. */
    serverClockRuns: () => {
      serverClockStarted.current = true;
    },
  };
}

export type GardenSaving = ReturnType<typeof useGardenSaving>;
