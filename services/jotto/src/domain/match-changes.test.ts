import { describe, expect, it } from 'vitest';
import type { MatchState } from '../db/matches.repository';
import { changedMatches, toMatchChange, yourTurnCount } from './match-changes';

const at = (second: number) => new Date(Date.UTC(2026, 0, 10, 12, 0, second));

const state = (id: string, change: Partial<MatchState> = {}): MatchState => ({
  id,
  status: 'active',
  currentTurn: 'ann',
  winnerId: null,
  updatedAt: at(0),
  ...change,
});

describe('changedMatches', () => {
  it('tells of new matches and of those written since, not of the rest', () => {
    const known = new Map([
      ['m1', state('m1')],
      ['m2', state('m2')],
      ['gone', state('gone')],
    ]);
    const current = [
      // The same instant as another Date object: unchanged.
      state('m1', { updatedAt: at(0) }),
      state('m2', { currentTurn: 'bob', updatedAt: at(5) }),
      state('m3', { status: 'waiting', currentTurn: null }),
    ];
    expect(changedMatches(known, current).map((match) => match.id)).toEqual(['m2', 'm3']);
  });
});

describe('yourTurnCount', () => {
  it('counts the active matches awaiting the player', () => {
    const states = [
      state('m1'),
      state('m2', { currentTurn: 'bob' }),
      state('m3'),
      state('m4', { status: 'waiting', currentTurn: null }),
      state('m5', { status: 'completed', currentTurn: null, winnerId: 'ann' }),
    ];
    expect(yourTurnCount(states, 'ann')).toBe(2);
    expect(yourTurnCount(states, 'bob')).toBe(1);
    expect(yourTurnCount([], 'ann')).toBe(0);
  });
});

describe('toMatchChange', () => {
  it('carries the state and nothing else', () => {
    expect(toMatchChange(state('m1', { updatedAt: at(7) }))).toEqual({
      id: 'm1',
      status: 'active',
      currentTurn: 'ann',
      winnerId: null,
      updatedAt: '2026-01-10T12:00:07.000Z',
    });
  });
});
