import type { WordreeArchiveDay } from '@hub/proto';
import { chainOfGame, type ChainState } from '../logic/server-progress';

/** The player's chain on an archive day as the board shows it: locked once the day is finished. */
export const chainOfDay = (day: WordreeArchiveDay): ChainState | null =>
  day.game ? chainOfGame(day.game, day.result && { rank: day.result.rank }) : null;

/** Seconds as m:ss. */
export function formatTime(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
