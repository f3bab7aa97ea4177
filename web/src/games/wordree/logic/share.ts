import type { WordreeMode } from '@hub/proto';

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

export function shareText({ mode, puzzleId, day, score, words, rank, url }: ShareFacts): string {
  const title = mode === 'daily' && day ? `Wordree Daily ${day}` : `Wordree puzzle #${puzzleId}`;
  const lines = [
    `🌳 ${title}`,
    `${score} points · ${words} ${words === 1 ? 'word' : 'words'} in my chain`,
  ];
  if (rank !== null) lines.push(`🏆 Rank #${rank}`);
  lines.push(`Can you beat it? ${url}`);
  return lines.join('\n');
}
