import type { DistributionBucket, HistoryMeasure } from '@hub/proto';

/**
 * Each game's one measure as the site writes it (HISTORY_MEASURES): the profile's charts and the
 * completion dialogs' "how everyone did" alike.
 */

/** Times read m:ss, as Bloom's clock shows them. */
export function formatSeconds(seconds: number): string {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** A value of a measure as the figure shows it: 310, 7.5, 1:35. */
export function formatMeasure(measure: HistoryMeasure, value: number): string {
  if (measure === 'seconds') return formatSeconds(value);
  return Number.isInteger(value) ? String(value) : value.toFixed(1);
}

/** A value of a measure as a sentence says it: 310 points, 1 guess, 1:35. */
export function describeMeasure(measure: HistoryMeasure, value: number): string {
  const figure = formatMeasure(measure, value);
  if (measure === 'points') return `${figure} ${value === 1 ? 'point' : 'points'}`;
  if (measure === 'guesses') return `${figure} ${value === 1 ? 'guess' : 'guesses'}`;
  return figure;
}

/** A distribution bucket's label: 6, 13–14, 21+; under 1 min, 1–2 min, 20+ min; 100–199. */
export function bucketLabel(measure: HistoryMeasure, { from, to }: DistributionBucket): string {
  if (measure === 'seconds') {
    const minutes = (seconds: number) => seconds / 60;
    if (to === null) return `${minutes(from)}+ min`;
    if (from === 0) return `under ${minutes(to + 1)} min`;
    return `${minutes(from)}–${minutes(to + 1)} min`;
  }
  if (to === null) return `${from}+`;
  return from === to ? String(from) : `${from}–${to}`;
}
