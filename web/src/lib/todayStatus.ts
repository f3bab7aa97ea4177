import type { DailyResult, DailyStatus, GameType } from '@hub/proto';
import { formatClock } from './formatClock';

const plural = (count: number, one: string, many = `${one}s`) =>
  `${count} ${count === 1 ? one : many}`;
const points = (score: number) => `${score.toLocaleString('en-US')} points`;

/** A finished daily's result in its game's own terms: what the player would tell a friend. */
export function resultText(game: GameType, result: DailyResult): string {
  const time = result.timeTaken === null ? null : formatClock(result.timeTaken);
  const parts =
    game === 'jotto'
      ? [result.attempts !== null && plural(result.attempts, 'guess', 'guesses'), time]
      : game === 'bloom'
        ? [time, result.hintsUsed !== null && plural(result.hintsUsed, 'hint')]
        : [result.words !== null && plural(result.words, 'word'), time];
  return [...parts, points(result.score)].filter(Boolean).join(' · ');
}

/** The hub card's line for today: what is left to do, or how it went. */
export function todayStatusText(game: GameType, today: DailyStatus): string {
  if (today.status === 'new') return 'Not started today';
  if (today.status === 'started' || !today.result) return 'In progress';
  return `Done today: ${resultText(game, today.result)}`;
}
