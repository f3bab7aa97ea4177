import type {
  PuzzleTemplate,
  PuzzleTemplateView,
  WordreeDailyPuzzle,
  WordreeDifficulty,
} from '@hub/proto';

/** A puzzle as the board plays it, whichever way it was fetched. */
export interface PlayablePuzzle {
  id: number;
  difficulty: WordreeDifficulty;
  gridSize: number;
  letters: string;
  targetScore: number | null;
  /** Set when this is today's daily puzzle: its chain can be submitted to the leaderboard. */
  daily: { dailyPuzzleId: number; day: string; resetTime: string } | null;
}

export const playable = (
  template: PuzzleTemplate,
  daily: PlayablePuzzle['daily'],
): PlayablePuzzle => ({
  id: template.id,
  difficulty: template.difficulty,
  gridSize: template.gridSize,
  letters: template.letters,
  targetScore: template.targetScore,
  daily,
});

export const fromDaily = (puzzle: WordreeDailyPuzzle) =>
  playable(puzzle, {
    dailyPuzzleId: puzzle.dailyPuzzleId,
    day: puzzle.day,
    resetTime: puzzle.resetTime,
  });

/** A shared link's puzzle is ranked only while it is today's; it then ends at `dayEnd` of its day. */
export const fromShared = (view: PuzzleTemplateView, dayEnd: (day: string) => string) =>
  playable(
    view,
    view.daily?.isToday
      ? {
          dailyPuzzleId: view.daily.dailyPuzzleId,
          day: view.daily.day,
          resetTime: dayEnd(view.daily.day),
        }
      : null,
  );
