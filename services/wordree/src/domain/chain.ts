import {
  chainProblem,
  WORDREE_MESSAGES,
  wordScore,
  type WordreeCell,
  type PlayedWord,
} from '@hub/proto';
import { pathProblem } from './adjacency';
import { spell, type Grid } from './grid';

export type WordCheck = { ok: true; played: PlayedWord } | { ok: false; message: string };

export interface TracedWord {
  path: readonly WordreeCell[];
  /** What the player believes they spelled; must agree with the grid when given. */
  word?: string | undefined;
}

/**
 * The referee's verdict on the next word of a chain, in the order docs/rules.md#wordree-chains
 * lists the rules: long enough, adjacent letters, a dictionary word, not used before, touching the
 * previous word.
 */
export function checkNextWord(
  grid: Grid,
  chain: readonly PlayedWord[],
  traced: TracedWord,
  isWord: (word: string) => boolean,
): WordCheck {
  const problem = pathProblem(grid, traced.path);
  if (problem) return { ok: false, message: problem };
  const word = spell(grid, traced.path);
  if (traced.word !== undefined && traced.word.toLowerCase() !== word) {
    return { ok: false, message: `Those cells spell ${word.toUpperCase()}, not ${traced.word}` };
  }
  if (!isWord(word)) return { ok: false, message: WORDREE_MESSAGES.notInDictionary };
  const played = chain.map((each) => each.word);
  const chainRule = chainProblem(played, chain.at(-1)?.path, word, traced.path);
  if (chainRule) return { ok: false, message: chainRule };
  const path = traced.path.map(([row, column]): WordreeCell => [row, column]);
  return { ok: true, played: { word, path, points: wordScore(word) } };
}

/**
 * Re-plays a whole chain from scratch: what the referee does before it ranks one, so a stored
 * chain counts only if every word of it still passes every rule.
 */
export function replayChain(
  grid: Grid,
  words: readonly TracedWord[],
  isWord: (word: string) => boolean,
): { ok: true; chain: PlayedWord[] } | { ok: false; message: string } {
  const chain: PlayedWord[] = [];
  for (const traced of words) {
    const verdict = checkNextWord(grid, chain, traced, isWord);
    if (!verdict.ok) return verdict;
    chain.push(verdict.played);
  }
  return { ok: true, chain };
}
