import {
  boardWithStarters,
  emptyNotes,
  type BloomArchiveGarden,
  type BloomResult,
  type BloomSavedState,
} from '@hub/proto';
import type { PuzzleRecord } from '../db/puzzles.repository';
import type { StateRecord } from '../db/states.repository';

/** What every view of a day's garden shows of the puzzle: never its solution. */
export const puzzleView = (puzzle: PuzzleRecord) => ({
  puzzleNumber: puzzle.puzzleNumber,
  dayKey: puzzle.dayKey,
  id: puzzle.id,
  difficulty: puzzle.difficulty,
  starters: puzzle.starters,
  clues: puzzle.clues,
});

/**
 * The player's garden so far, null before their first move. `clockAgain`: the clock shows 0,
 * for a garden whose time starts again (left on its day, opened in the archive).
 */
export function savedStateView(
  puzzle: PuzzleRecord,
  state: StateRecord | null,
  clockAgain = false,
): BloomSavedState | null {
  return (
    state && {
      board: state.board ?? boardWithStarters(puzzle.starters),
      notes: state.notes ?? emptyNotes(),
      timeElapsed: clockAgain ? 0 : state.timeElapsed,
      hintsUsed: state.hintsUsed,
    }
  );
}

/** A finished garden's result, and whether it was finished in the archive. */
export interface FinishedGarden {
  result: BloomResult;
  archive: boolean;
}

/**
 * A past day's garden as one player sees it in the archive (docs/rules.md#the-archive): as they
 * left it, on its day or in the archive. A garden left unfinished on its day keeps its flowers,
 * notes and hints, and its clock starts again (the archive times from the first archive move).
 * The solution only once the garden is finished.
 */
export function archiveGardenView(
  puzzle: PuzzleRecord,
  state: StateRecord | null,
  finished: FinishedGarden | null,
): BloomArchiveGarden {
  return {
    ...puzzleView(puzzle),
    savedState: savedStateView(puzzle, state, !finished && !state?.archive),
    completed: finished !== null,
    result: finished?.result ?? null,
    playedAs: finished ? (finished.archive ? 'archive' : 'daily') : null,
    solution: finished ? puzzle.solution : null,
  };
}
