import type { JottoArchiveGame, JottoDaily, JottoDailyGuess } from '@hub/proto';
import type { DailyGameRecord, DailyGuessRecord, DailyPuzzleRecord } from '../db/daily.repository';

export const guessView = (guess: DailyGuessRecord): JottoDailyGuess => ({
  guess: guess.guess.toUpperCase(),
  matchingLetters: guess.matchingLetters,
  attemptNumber: guess.attemptNumber,
});

/** A day's puzzle as one player sees it: the word only once they have solved it. */
function puzzleView(
  puzzle: DailyPuzzleRecord,
  game: DailyGameRecord | null,
  guesses: readonly DailyGuessRecord[],
) {
  const completed = game?.solvedAt != null;
  return {
    id: puzzle.number,
    date: puzzle.day,
    word: completed ? puzzle.word.toUpperCase() : null,
    completed,
    guesses: guesses.map(guessView),
    score: completed ? game.score : null,
    timeTaken: completed ? game.timeTaken : null,
  };
}

/** Today's puzzle as one player sees it, and when the next one comes. */
export const toDailyView = (
  puzzle: DailyPuzzleRecord,
  game: DailyGameRecord | null,
  guesses: readonly DailyGuessRecord[],
  resetTime: Date,
): JottoDaily => ({ ...puzzleView(puzzle, game, guesses), resetTime: resetTime.toISOString() });

/** A past day's puzzle as one player sees it in the archive, and how they played it. */
export function toArchiveGame(
  puzzle: DailyPuzzleRecord,
  game: DailyGameRecord | null,
  guesses: readonly DailyGuessRecord[],
): JottoArchiveGame {
  const view = puzzleView(puzzle, game, guesses);
  return { ...view, playedAs: view.completed ? (game?.archive ? 'archive' : 'daily') : null };
}
