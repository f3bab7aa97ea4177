import type { PuzzleDayNumbers, Spread } from '@hub/proto';
import { formatClock } from '../../lib/formatClock';

/** What a figure reads as where a day has none. */
export const NONE = '–';

const percent = new Intl.NumberFormat(undefined, { style: 'percent', maximumFractionDigits: 0 });

export const formatShare = (share: number | null): string =>
  share === null ? NONE : percent.format(share);

/** A spread as its median, then its middle half: "4:05 (3:10–5:20)". */
export function formatSpread(
  spread: Spread,
  format: (value: number) => string = (value) => String(value),
): string {
  if (!spread) return NONE;
  return `${format(spread.median)} (${format(spread.low)}–${format(spread.high)})`;
}

export const formatSeconds = (seconds: number): string => formatClock(Math.round(seconds));

/** "12 + 3": the daily's finishes, then the archive's, when there are any of those. */
export const formatFinished = ({ daily, archive }: PuzzleDayNumbers): string =>
  archive > 0 ? `${daily} + ${archive}` : String(daily);

/** "4 games, 9 hints". */
export const formatHints = ({ hinted, hints }: PuzzleDayNumbers): string =>
  hinted === 0
    ? NONE
    : `${hinted} ${hinted === 1 ? 'game' : 'games'}, ${hints} ${hints === 1 ? 'hint' : 'hints'}`;

/** The chart's sentence: what the days add up to. */
export function chartSummary(days: readonly PuzzleDayNumbers[]): string {
  const started = days.reduce((sum, day) => sum + day.started, 0);
  const daily = days.reduce((sum, day) => sum + day.daily, 0);
  return `Over ${days.length} days, ${started} players started the daily and ${daily} finished it on its day.`;
}
