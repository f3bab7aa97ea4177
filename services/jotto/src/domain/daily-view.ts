import type { JottoDaily, JottoDailyGuess } from '@hub/proto';
import type { DailyGameRecord, DailyGuessRecord, DailyPuzzleRecord } from '../db/daily.repository';

export const guessView = (guess: DailyGuessRecord): JottoDailyGuess => ({
  guess: guess.guess.toUpperCase(),
  matchingLetters: guess.matchingLetters,
  attemptNumber: guess.attemptNumber,
});

/** Today's puzzle as one player sees it: the word only once they have solved it. */
export function toDailyView(
  puzzle: DailyPuzzleRecord,
  game: DailyGameRecord | null,
  guesses: readonly DailyGuessRecord[],
  resetTime: Date,
): JottoDaily {
  const completed = game?.solvedAt != null;
  return {
    id: puzzle.number,
    date: puzzle.day,
    word: completed ? puzzle.word.toUpperCase() : null,
    completed,
    guesses: guesses.map(guessView),
    score: completed ? game.score : null,
    timeTaken: completed ? game.timeTaken : null,
    resetTime: resetTime.toISOString(),
  };
}
