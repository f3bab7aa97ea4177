/** Time beyond this no longer lowers a daily score: a slow solver still beats one who gave up. */
export const SCORE_TIME_CAP_SECONDS = 1_800;
export const MIN_SCORE = 50;

/** max(50, 1000 − 50 × (attempts − 1) − ⌊min(seconds, 1800) / 6⌋) (docs/rules.md#jotto-daily). */
export function dailyScore(attempts: number, seconds: number): number {
  const timePenalty = Math.floor(Math.min(Math.max(seconds, 0), SCORE_TIME_CAP_SECONDS) / 6);
  return Math.max(MIN_SCORE, 1000 - 50 * (attempts - 1) - timePenalty);
}

/**
 * A VS match is played in turns, so the time it took says more about the opponent than about
 * the winner: the winner scores on attempts alone, the loser nothing.
 */
export function vsScore(attempts: number, won: boolean): number {
  return won ? dailyScore(attempts, 0) : 0;
}

/**
 * The fastest plausible daily solve, in seconds from the first view: reading the page and typing
 * even one 5-letter guess takes a few seconds, and a real solve several guesses with thought
 * between them. Faster means the word was found elsewhere (a throwaway session) and only entered
 * here; such a score is kept but not ranked. A lucky first guess this fast is rare enough to
 * accept that cost.
 */
export const JOTTO_MIN_SOLVE_SECONDS = 15;
