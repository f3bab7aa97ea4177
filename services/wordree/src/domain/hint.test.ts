import { sharesCell } from '@hub/proto';
import { describe, expect, it } from 'vitest';
import type { WordreeCell, PlayedWord } from '@hub/proto';
import { makeGrid } from './grid';
import { findHint } from './hint';
import { rankEntries } from './ranking';
import { solve } from './solver';
import { Trie } from './trie';

// C A T
// O R S
// D E N
const grid = makeGrid(3, 'CATORSDEN');
const trie = Trie.build(
  ['cat', 'cats', 'star', 'nest', 'cod', 'code', 'red', 'rest'],
  new Set(['cat', 'star', 'code', 'red', 'rest']),
);
const found = solve(grid, trie);
const COD: WordreeCell[] = [
  [0, 0],
  [1, 0],
  [2, 0],
];
const played = (word: string, path: WordreeCell[]): PlayedWord => ({ word, path, points: 10 });

describe('findHint', () => {
  it('offers the shortest common word when the chain is empty', () => {
    expect(findHint(found, [])?.word).toBe('cat');
  });

  it('offers an unused word touching the last word, with a path that does', () => {
    const hint = findHint(found, [played('cod', COD)]);
    expect(hint?.word).toBe('cat');
    expect(sharesCell(hint!.path, COD)).toBe(true);
    const next = findHint(found, [played('cod', COD), played('cat', hint!.path)]);
    // RED is shorter but touches nothing of CAT; CODE comes first of the 4-letter ones that do.
    expect(next?.word).toBe('code');
  });

  it('falls back to rarer words, then to nothing', () => {
    const CATS: WordreeCell[] = [
      [0, 0],
      [0, 1],
      [0, 2],
      [1, 2],
    ];
    const common = ['cat', 'star', 'code', 'red', 'rest'];
    const chain = [...common.map((word) => played(word, [])), played('cats', CATS)];
    expect(findHint(found, chain)?.word).toBe('cod');
    const NEST = found.find((entry) => entry.word === 'nest')!.paths[0]!;
    expect(findHint(found, [...chain, played('cod', COD), played('nest', NEST)])).toBeNull();
  });
});

describe('rankEntries', () => {
  it('gives equal scores the same rank and skips the ranks they take', () => {
    const ranked = rankEntries([{ score: 90 }, { score: 70 }, { score: 70 }, { score: 50 }]);
    expect(ranked.map((entry) => entry.rank)).toEqual([1, 2, 2, 4]);
    expect(rankEntries([])).toEqual([]);
    expect(rankEntries([{ score: 5 }, { score: 5 }]).map((entry) => entry.rank)).toEqual([1, 1]);
  });
});
