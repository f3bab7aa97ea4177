import { describe, expect, it } from 'vitest';
import type { JottoMatch } from '@hub/proto';
import { sectionOf, sidesOf } from './roles';

const match: JottoMatch = {
  id: 'm1',
  status: 'active',
  player1Id: 'ann',
  player2Id: 'bob',
  player1Name: 'Ann',
  player2Name: 'Bob',
  currentTurn: 'bob',
  winnerId: null,
  player1Word: null,
  player2Word: 'PILOT',
  player1Ready: true,
  player1Guesses: [{ guess: 'STICK', matchingLetters: 2 }],
  player2Guesses: [],
  createdAt: '2026-01-10T12:00:00.000Z',
  updatedAt: '2026-01-10T12:00:00.000Z',
};

describe('sidesOf', () => {
  it("turns player 1 and 2 into the viewer's side and the opponent's", () => {
    expect(sidesOf(match, 'bob')).toMatchObject({
      isPlayer: true,
      myWord: 'PILOT',
      theirWord: null,
      myGuesses: [],
      theirGuesses: [{ guess: 'STICK', matchingLetters: 2 }],
      opponentName: 'Ann',
      myTurn: true,
      won: false,
    });
    expect(sidesOf(match, 'ann')).toMatchObject({ opponentName: 'Bob', myTurn: false });
    expect(sidesOf(match, 'carol').isPlayer).toBe(false);
  });
});

describe('sectionOf', () => {
  it('files matches under Active, Waiting for Opponent and Match History', () => {
    expect(sectionOf(match)).toBe('active');
    expect(sectionOf({ ...match, status: 'waiting' })).toBe('waiting');
    expect(sectionOf({ ...match, status: 'completed' })).toBe('history');
  });
});
