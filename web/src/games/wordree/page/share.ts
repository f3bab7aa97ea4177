import type { WordreeMode } from '@hub/proto';
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

/** The share sheet where there is one, else the clipboard; a toast says how it went. */
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
  try {
    if (navigator.share) {
      await navigator.share({ title: 'Wordree', text });
      return;
    }
    await navigator.clipboard.writeText(text);
    toast({
      title: 'Copied to clipboard',
      description: 'Paste it anywhere to challenge a friend.',
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') return;
    toast({
      title: 'Sharing Failed',
      description: 'We could not share or copy this puzzle. Please try again.',
      variant: 'destructive',
    });
  }
}
