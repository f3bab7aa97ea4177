import { describe, expect, it } from 'vitest';
import { chainProblem, sharesCell, WORDREE_MESSAGES, type WordreeCell } from './wordree-rules';

const CAT: WordreeCell[] = [
  [0, 0],
  [0, 1],
  [0, 2],
];
const TOP: WordreeCell[] = [
  [1, 2],
  [0, 2],
  [1, 1],
];
const FAR: WordreeCell[] = [
  [3, 0],
  [3, 1],
  [3, 2],
];

describe("the chain's rules, as the referee and the screen both judge them", () => {
  it('takes a long enough word, new to the chain, that shares a cell with the previous one', () => {
    expect(chainProblem([], undefined, 'cat', CAT)).toBeNull();
    expect(chainProblem(['cat'], CAT, 'top', TOP)).toBeNull();
  });

  it('says why a word cannot come next, in the referee order', () => {
    expect(chainProblem([], undefined, 'at', CAT.slice(1))).toBe(WORDREE_MESSAGES.tooShort);
    expect(chainProblem(['cat'], CAT, 'cat', CAT)).toBe(WORDREE_MESSAGES.alreadyUsed);
    expect(chainProblem(['cat'], CAT, 'far', FAR)).toBe(WORDREE_MESSAGES.notConnected);
  });

  it('connects words by a shared cell, not by a neighbouring one', () => {
    expect(sharesCell(CAT, TOP)).toBe(true);
    expect(sharesCell(CAT, [[1, 0]])).toBe(false);
  });
});
