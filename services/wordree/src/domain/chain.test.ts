import { describe, expect, it } from 'vitest';
import { WORDREE_MESSAGES, type WordreeCell, type PlayedWord } from '@hub/proto';
import { neighbourTable, pathProblem } from './adjacency';
import { checkNextWord } from './chain';
import { makeGrid } from './grid';
import { chainScore } from './scoring';

// C A T
// O R S
// D E N
const grid = makeGrid(3, 'CATORSDEN');
const dictionary = new Set(['cat', 'cats', 'star', 'nest', 'rest', 'code', 'red', 'cod']);
const isWord = (word: string) => dictionary.has(word);

const CAT: WordreeCell[] = [
  [0, 0],
  [0, 1],
  [0, 2],
];
const NEST: WordreeCell[] = [
  [2, 2],
  [2, 1],
  [1, 2],
  [0, 2],
];
const COD: WordreeCell[] = [
  [0, 0],
  [1, 0],
  [2, 0],
];
const played = (word: string, path: WordreeCell[]): PlayedWord => ({ word, path, points: 0 });

describe('scoring', () => {
  it('scores 10 for three letters and 5 per extra letter, summed over the chain', () => {
    expect(chainScore([{ word: 'cat' }])).toBe(10);
    expect(chainScore([{ word: 'cats' }])).toBe(15);
    expect(chainScore([{ word: 'stars' }])).toBe(20);
    expect(chainScore([{ word: 'cat' }, { word: 'nest' }, { word: 'crane' }])).toBe(45);
    expect(chainScore([])).toBe(0);
  });
});

describe('adjacency', () => {
  it('links each cell to its 8 neighbours, fewer at edges and corners', () => {
    const table = neighbourTable(3);
    expect(table[4]).toHaveLength(8);
    expect(table[0]?.sort()).toEqual([1, 3, 4]);
    expect(table[1]).toHaveLength(5);
  });

  it('accepts a path of adjacent distinct cells, diagonals included', () => {
    expect(pathProblem(grid, NEST)).toBeNull();
  });

  it('refuses short, broken, repeated and off-grid paths', () => {
    expect(pathProblem(grid, CAT.slice(0, 2))).toBe(WORDREE_MESSAGES.tooShort);
    expect(
      pathProblem(grid, [
        [0, 0],
        [0, 2],
        [1, 2],
      ]),
    ).toBe(WORDREE_MESSAGES.notAdjacent);
    expect(
      pathProblem(grid, [
        [0, 0],
        [0, 1],
        [0, 0],
      ]),
    ).toMatch(/only once/);
    expect(
      pathProblem(grid, [
        [0, 1],
        [0, 2],
        [0, 3],
      ]),
    ).toMatch(/not on this grid/);
  });
});

describe('checkNextWord', () => {
  it('accepts a first word anywhere and scores it', () => {
    expect(checkNextWord(grid, [], { path: CAT }, isWord)).toEqual({
      ok: true,
      played: { word: 'cat', path: CAT, points: 10 },
    });
  });

  it('accepts a word sharing a cell with the previous one', () => {
    const result = checkNextWord(grid, [played('cat', CAT)], { path: NEST, word: 'NEST' }, isWord);
    expect(result).toMatchObject({ ok: true, played: { word: 'nest', points: 15 } });
  });

  it('refuses a word touching no cell of the previous word', () => {
    const result = checkNextWord(grid, [played('cod', COD)], { path: NEST }, isWord);
    expect(result).toEqual({ ok: false, message: WORDREE_MESSAGES.notConnected });
  });

  it('only compares with the last word, not earlier ones', () => {
    const chain = [played('cod', COD), played('nest', NEST)];
    expect(checkNextWord(grid, chain, { path: CAT }, isWord).ok).toBe(true);
  });

  it('refuses a repeated word even along another path', () => {
    expect(checkNextWord(grid, [played('cat', CAT)], { path: CAT }, isWord)).toEqual({
      ok: false,
      message: WORDREE_MESSAGES.alreadyUsed,
    });
  });

  it('refuses a non-word, and a claimed word the cells do not spell', () => {
    const tor: WordreeCell[] = [
      [0, 2],
      [1, 0],
      [1, 1],
    ];
    expect(checkNextWord(grid, [], { path: tor }, isWord)).toEqual({
      ok: false,
      message: WORDREE_MESSAGES.notAdjacent,
    });
    const car: WordreeCell[] = [
      [0, 0],
      [0, 1],
      [1, 1],
    ];
    expect(checkNextWord(grid, [], { path: car }, isWord)).toEqual({
      ok: false,
      message: WORDREE_MESSAGES.notInDictionary,
    });
    expect(checkNextWord(grid, [], { path: CAT, word: 'DOG' }, isWord)).toEqual({
      ok: false,
      message: 'Those cells spell CAT, not DOG',
    });
  });

  it('checks the rules in the order docs/rules.md lists them', () => {
    // Too short beats everything; adjacency beats the dictionary; the dictionary beats reuse.
    expect(checkNextWord(grid, [played('ca', CAT)], { path: CAT.slice(0, 2) }, isWord)).toEqual({
      ok: false,
      message: WORDREE_MESSAGES.tooShort,
    });
  });
});
