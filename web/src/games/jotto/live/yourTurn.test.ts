import { describe, expect, it } from 'vitest';
import type { JottoMatch } from '@hub/proto';
import { yourTurnIn, yourTurnText } from './yourTurn';

describe('yourTurnText', () => {
  it('says match for one, matches for more', () => {
    expect(yourTurnText(1)).toBe('Your turn in 1 match');
    expect(yourTurnText(3)).toBe('Your turn in 3 matches');
  });
});

describe('yourTurnIn', () => {
  const match = (change: Partial<JottoMatch>): JottoMatch => ({
    id: 'm',
    status: 'active',
    player1Id: 'ann',
    player2Id: 'bob',
    player1Name: 'Ann',
    player2Name: 'Bob',
    currentTurn: 'ann',
    winnerId: null,
    player1Word: null,
    player2Word: null,
    player1Ready: true,
    player1Guesses: [],
    player2Guesses: [],
    createdAt: '2026-01-10T12:00:00.000Z',
    updatedAt: '2026-01-10T12:00:00.000Z',
    ...change,
  });

  it('counts the active matches awaiting the player, as the stream does', () => {
    const matches = [
      match({}),
      match({ currentTurn: 'bob' }),
      match({ status: 'waiting', currentTurn: null, player2Id: null }),
      match({ status: 'completed', currentTurn: null, winnerId: 'ann' }),
      match({}),
    ];
    expect(yourTurnIn(matches, 'ann')).toBe(2);
    expect(yourTurnIn(matches, 'bob')).toBe(1);
  });
});
