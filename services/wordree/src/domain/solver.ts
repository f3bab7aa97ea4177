import { WORDREE_MIN_WORD_LENGTH, type WordreeCell } from '@hub/proto';
import { neighbourTable } from './adjacency';
import { cellAt, type Grid } from './grid';
import { Trie } from './trie';

export interface FoundWord {
  word: string;
  common: boolean;
  /** Distinct ways to trace it (capped): hints and chains need one touching a given word. */
  paths: WordreeCell[][];
}

/** Enough ways per word for any chain question; grids full of E's would otherwise explode. */
const MAX_PATHS_PER_WORD = 24;
const A = 'a'.charCodeAt(0);

/**
 * Every dictionary word on the grid: a depth-first walk from each cell through the 8
 * neighbours, never reusing a cell, pruned as soon as the letters so far start no word.
 */
export function solve(grid: Grid, trie: Trie): FoundWord[] {
  const neighbours = neighbourTable(grid.size);
  const codes = Array.from(grid.letters.toLowerCase(), (letter) => letter.charCodeAt(0) - A);
  const used = new Uint8Array(codes.length);
  const path: number[] = [];
  const found = new Map<string, FoundWord>();

  const record = (node: number) => {
    const word = path.map((index) => String.fromCharCode(codes[index]! + A)).join('');
    let entry = found.get(word);
    if (!entry) {
      entry = { word, common: trie.isCommon(node), paths: [] };
      found.set(word, entry);
    }
    if (entry.paths.length < MAX_PATHS_PER_WORD) {
      entry.paths.push(path.map((index) => cellAt(grid, index)));
    }
  };

  const walk = (index: number, parent: number) => {
    const node = trie.child(parent, codes[index]!);
    if (node === -1) return;
    used[index] = 1;
    path.push(index);
    if (path.length >= WORDREE_MIN_WORD_LENGTH && trie.isWord(node)) record(node);
    for (const next of neighbours[index]!) {
      if (!used[next]) walk(next, node);
    }
    path.pop();
    used[index] = 0;
  };

  for (let index = 0; index < codes.length; index++) walk(index, Trie.ROOT);
  return [...found.values()].sort(
    (a, b) => b.word.length - a.word.length || (a.word < b.word ? -1 : 1),
  );
}
