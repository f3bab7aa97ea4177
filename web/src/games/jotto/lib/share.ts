import { JOTTO_WORD_LENGTH } from '@hub/proto';
import { formatClock } from '../../../lib/formatClock';
import { matchBand, type MatchBand } from './bands';

const SQUARE: Record<MatchBand, string> = { green: '🟩', amber: '🟨', grey: '⬜', red: '🟥' };
const EMPTY = '⬛';

/**
 * One row per guess: a square in the guess's band colour for each matching letter, dark ones
 * for the rest, then n/5. A guess with no match is a full red row, the tracker's colour for it.
 */
export function shareRow(matchingLetters: number): string {
  const band = matchBand(matchingLetters);
  const squares =
    matchingLetters === 0
      ? SQUARE.red.repeat(JOTTO_WORD_LENGTH)
      : SQUARE[band].repeat(matchingLetters) + EMPTY.repeat(JOTTO_WORD_LENGTH - matchingLetters);
  return `${squares} ${matchingLetters}/${JOTTO_WORD_LENGTH}`;
}

export const formatDuration = formatClock;

export interface DailyShare {
  puzzleId: number;
  matchCounts: readonly number[];
  timeTaken: number | null;
  url: string;
}

/** The daily result, without the word, for pasting anywhere. */
export function dailyShareText({ puzzleId, matchCounts, timeTaken, url }: DailyShare): string {
  const guesses = matchCounts.length === 1 ? '1 guess' : `${matchCounts.length} guesses`;
  const time = timeTaken === null ? '' : ` in ${formatDuration(timeTaken)}`;
  return [
    `Jotto #${puzzleId}: solved with ${guesses}${time}`,
    ...matchCounts.map(shareRow),
    url,
  ].join('\n');
}
