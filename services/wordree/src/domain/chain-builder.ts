import { WORDREE_MAX_GRID_SIZE, wordScore, type WordreeCell, type PlayedWord } from '@hub/proto';
import type { FoundWord } from './solver';

const indexOf = ([row, column]: WordreeCell) => row * WORDREE_MAX_GRID_SIZE + column;

interface Candidate {
  found: FoundWord;
  paths: number[][];
  cells: number[];
}

/**
 * A long chain through `words`, built greedily: each step plays, among the tracings touching
 * the last word, the one whose cells the most remaining words also use, so the chain keeps its
 * options open instead of stranding itself in a corner. It is a lower bound of the best chain,
 * which is what a target must be: proven reachable.
 */
export function buildLongChain(words: readonly FoundWord[]): PlayedWord[] {
  const demand = new Float64Array(WORDREE_MAX_GRID_SIZE * WORDREE_MAX_GRID_SIZE);
  const remaining = new Set<Candidate>();
  for (const found of words) {
    const paths = found.paths.map((path) => path.map(indexOf));
    const cells = [...new Set(paths.flat())];
    for (const cell of cells) demand[cell]! += 1;
    remaining.add({ found, paths, cells });
  }

  const chain: PlayedWord[] = [];
  const inLast = new Uint8Array(demand.length);
  let first = true;
  for (;;) {
    let best: { candidate: Candidate; path: number[]; value: number } | undefined;
    for (const candidate of remaining) {
      for (const path of candidate.paths) {
        if (!first && !path.some((cell) => inLast[cell])) continue;
        let value = 0;
        for (const cell of path) value += demand[cell]!;
        if (!best || value > best.value) best = { candidate, path, value };
      }
    }
    if (!best) return chain;
    const { candidate, path } = best;
    remaining.delete(candidate);
    for (const cell of candidate.cells) demand[cell]! -= 1;
    inLast.fill(0);
    for (const cell of path) inLast[cell] = 1;
    first = false;
    const word = candidate.found.word;
    chain.push({
      word,
      path: path.map((cell): WordreeCell => [
        Math.floor(cell / WORDREE_MAX_GRID_SIZE),
        cell % WORDREE_MAX_GRID_SIZE,
      ]),
      points: wordScore(word),
    });
  }
}
