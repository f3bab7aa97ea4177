import { describe, expect, it } from 'vitest';
import type { MatchGuessRecord, MatchRecord } from '../db/matches.repository';
import { toMatchView } from './match-view';

const at = new Date('2026-01-10T12:00:00Z');

const match = (change: Partial<MatchRecord> = {}): MatchRecord => ({
  id: 'm1',
  status: 'active',
  player1Id: 'ann',
  player1Word: 'crane',
  player2Id: 'bob',
  player2Word: 'pilot',
  currentTurn: 'ann',
  winnerId: null,
  createdAt: at,
  updatedAt: at,
  completedAt: null,
  ...change,
});

const guesses: MatchGuessRecord[] = [
  { matchId: 'm1', moveNumber: 1, playerId: 'ann', guess: 'stick', matchingLetters: 2 },
  { matchId: 'm1', moveNumber: 2, playerId: 'bob', guess: 'trace', matchingLetters: 5 },
];

const names = new Map([['ann', 'Ann L.']]);

const words = (view: object) => JSON.stringify(view).toLowerCase();

describe('toMatchView', () => {
  it("shows each player their own word and never the opponent's while the match is on", () => {
    const forAnn = toMatchView(match(), guesses, 'ann', names);
    expect(forAnn.player1Word).toBe('CRANE');
    expect(forAnn.player2Word).toBeNull();
    expect(words(forAnn)).not.toContain('pilot');

    const forBob = toMatchView(match(), guesses, 'bob', names);
    expect(forBob.player2Word).toBe('PILOT');
    expect(forBob.player1Word).toBeNull();
    expect(words(forBob)).not.toContain('crane');
  });

  it('shows a would-be joiner of a waiting match no word at all', () => {
    const waiting = match({ status: 'waiting', player2Id: null, player2Word: null });
    const view = toMatchView(waiting, [], 'carol', names);
    expect(view.player1Word).toBeNull();
    expect(view.player1Ready).toBe(true);
    expect(words(view)).not.toContain('crane');
  });

  it('reveals both words once the match is completed', () => {
    const over = match({ status: 'completed', winnerId: 'bob', currentTurn: null });
    const view = toMatchView(over, guesses, 'ann', names);
    expect(view.player1Word).toBe('CRANE');
    expect(view.player2Word).toBe('PILOT');
  });

  it("names players by their announced names, 'Player' until one arrives", () => {
    const view = toMatchView(match(), guesses, 'ann', names);
    expect(view).toMatchObject({ player1Name: 'Ann L.', player2Name: 'Player' });
    const waiting = match({ status: 'waiting', player2Id: null, player2Word: null });
    expect(toMatchView(waiting, [], 'ann', names).player2Name).toBeNull();
  });

  it("splits the guesses into each player's column, upper-cased, in order", () => {
    const view = toMatchView(match(), guesses, 'ann', names);
    expect(view.player1Guesses).toEqual([{ guess: 'STICK', matchingLetters: 2 }]);
    expect(view.player2Guesses).toEqual([{ guess: 'TRACE', matchingLetters: 5 }]);
  });
});
