import { describe, expect, it } from 'vitest';
import { areAdjacent } from '@hub/proto';
import { makeGrid, spell } from './grid';
import { solve } from './solver';
import { Trie } from './trie';

// C A T
// O R S
// D E N
const grid = makeGrid(3, 'CATORSDEN');

const onGrid = [
  'cat',
  'cats',
  'car',
  'cars',
  'art',
  'arts',
  'rat',
  'rats',
  'star',
  'tar',
  'tars',
  'cod',
  'code',
  'cord',
  'core',
  'red',
  'nest',
  'rest',
  'oar',
  'ore',
  'roe',
  'nerd',
  'rode',
];
// Each needs a jump between cells that do not touch (or a letter twice, or a missing one).
const offGrid = ['rend', 'ten', 'act', 'sent', 'send', 'dare', 'tarts', 'dog', 'cardinal'];
const trie = Trie.build([...onGrid, ...offGrid, 'ca'], new Set(['cat', 'star']));

describe('solve', () => {
  const found = solve(grid, trie);

  it('finds exactly the words traceable on a hand-checked grid', () => {
    expect(found.map((entry) => entry.word).sort()).toEqual([...onGrid].sort());
  });

  it('gives paths that spell the word through adjacent, distinct cells', () => {
    for (const { word, paths } of found) {
      expect(paths.length).toBeGreaterThan(0);
      for (const path of paths) {
        expect(spell(grid, path)).toBe(word);
        expect(new Set(path.map(String)).size).toBe(path.length);
        for (let i = 1; i < path.length; i++)
          expect(areAdjacent(path[i - 1]!, path[i]!)).toBe(true);
      }
    }
    expect(found.find((entry) => entry.word === 'star')?.paths).toEqual([
      [
        [1, 2],
        [0, 2],
        [0, 1],
        [1, 1],
      ],
    ]);
  });

  it('marks common words and skips words shorter than 3 letters', () => {
    const common = found.filter((entry) => entry.common).map((entry) => entry.word);
    expect(common.sort()).toEqual(['cat', 'star']);
    expect(found.some((entry) => entry.word === 'ca')).toBe(false);
  });

  it('finds a word once however many ways it can be traced, keeping each way', () => {
    // A A / A A: "aaa" can be traced 24 ways (4 starts x 3 x 2).
    const aaa = solve(makeGrid(2, 'AAAA'), Trie.build(['aaa']));
    expect(aaa).toHaveLength(1);
    expect(aaa[0]!.paths).toHaveLength(24);
  });
});

describe('Trie', () => {
  it('answers words, prefixes and misses', () => {
    expect(trie.has('cats')).toBe(true);
    expect(trie.has('cardinal')).toBe(true);
    expect(trie.has('card')).toBe(false);
    expect(trie.find('card')).toBeGreaterThan(0);
    expect(trie.find('xyz')).toBe(-1);
    expect(trie.isCommon(trie.find('star'))).toBe(true);
    expect(trie.isCommon(trie.find('cats'))).toBe(false);
  });

  it('does not depend on the order words arrive in', () => {
    const reversed = Trie.build([...onGrid, ...offGrid].reverse());
    for (const word of [...onGrid, ...offGrid]) expect(reversed.has(word)).toBe(true);
    expect(reversed.nodeCount).toBe(Trie.build([...onGrid, ...offGrid]).nodeCount);
  });
});
