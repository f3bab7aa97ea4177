import type { WordreeMode } from '@hub/proto';
import { shareOrCopy } from '../../../lib/share';
import { toast } from '../../../toast/useToast';
import type { PlayablePuzzle } from '../logic/playable';
import { shareText, sharedPuzzleUrl } from '../logic/share';

interface ShareOptions {
  puzzle: PlayablePuzzle;
  mode: WordreeMode;
  score: number;
  words: number;
  rank: number | null;
}

/** The share sheet, the clipboard or a box to copy from (lib/share.ts); a toast for a copy. */
export async function sharePuzzle({ puzzle, mode, score, words, rank }: ShareOptions) {
  const text = shareText({
    mode,
    puzzleId: puzzle.id,
    day: puzzle.daily?.day ?? null,
    score,
    words,
    rank,
    url: sharedPuzzleUrl(window.location.origin, puzzle.id, mode),
  });
  if ((await shareOrCopy({ title: 'Wordree', text })) === 'copied') {
    toast({
      title: 'Copied to clipboard',
      description: 'Paste it anywhere to challenge a friend.',
    });
  }
}
