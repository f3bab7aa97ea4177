import { BLOOM_SIZE } from '@hub/proto';
import { formatClock } from '../../lib/formatClock';

/** Solve times read m:ss (docs/rules.md#bloom-on-screen), as every game's. */
export { formatClock };

export const hintsLabel = (hints: number) => `${hints} ${hints === 1 ? 'hint' : 'hints'}`;

/**
 * The shared garden: one green bed per cell, the same for every solver. A flower, a colour or a
 * count per line would tell a friend who has yet to play where the flowers go.
 */
export const SHARED_GRID = Array.from({ length: BLOOM_SIZE }, () => '🟩'.repeat(BLOOM_SIZE)).join(
  '\n',
);

/** What the Share button shares: puzzle number, time as m:ss, hints used, and no spoiler. */
export function shareText(result: {
  puzzleNumber: number;
  seconds: number;
  hints: number;
}): string {
  return [
    `Bloom #${result.puzzleNumber}`,
    `⏱️ ${formatClock(result.seconds)} · 💡 ${hintsLabel(result.hints)}`,
    SHARED_GRID,
  ].join('\n');
}
