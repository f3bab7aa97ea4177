import type { BloomBoard } from '@hub/proto';
import { lookOf } from './flowers';

/** SPEC §9: solve times read m:ss. */
export function formatClock(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, '0')}`;
}

export const hintsLabel = (hints: number) => `${hints} ${hints === 1 ? 'hint' : 'hints'}`;

/** The garden as rows of flower emoji (empty cells as a blank square). */
export function emojiGrid(board: BloomBoard): string {
  return board
    .map((row) => row.map((cell) => (cell ? lookOf(cell).emoji : '⬜')).join(''))
    .join('\n');
}

/** What the Share button shares: puzzle number, time as m:ss, hints used and the garden. */
export function shareText(result: {
  puzzleNumber: number;
  seconds: number;
  hints: number;
  board: BloomBoard;
}): string {
  return [
    `Bloom #${result.puzzleNumber}`,
    `⏱️ ${formatClock(result.seconds)} · 💡 ${hintsLabel(result.hints)}`,
    emojiGrid(result.board),
  ].join('\n');
}
