import { puzzleNumber, type WordreeMode } from '@hub/proto';

/** A shared link opens the very puzzle, in its mode (docs/rules.md#wordree-on-screen). */
export function sharedPuzzleUrl(origin: string, puzzleId: number, mode: WordreeMode): string {
  return `${origin}/game/wordree?puzzle=${puzzleId}&mode=${mode}`;
}

export interface ShareFacts {
  mode: WordreeMode;
  puzzleId: number;
  day: string | null;
  score: number;
  words: number;
  rank: number | null;
  url: string;
}

/**
 * A daily is shared by the day's puzzle number, as Bloom's and Jotto's are; an endless puzzle by
 * its own id (the spec's "puzzle #{id}", which its link opens).
 */
export function shareText({ mode, puzzleId, day, score, words, rank, url }: ShareFacts): string {
  const title =
    mode === 'daily' && day ? `Wordree #${puzzleNumber(day)}` : `Wordree puzzle #${puzzleId}`;
  const lines = [
    `🌳 ${title}`,
    `${score} points · ${words} ${words === 1 ? 'word' : 'words'} in my chain`,
  ];
  if (rank !== null) lines.push(`🏆 Rank #${rank}`);
  lines.push(`Can you beat it? ${url}`);
  return lines.join('\n');
}
