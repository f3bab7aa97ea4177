import { describe, expect, it } from 'vitest';
import type { MatchRecord } from '../db/matches.repository';
import {
  canView,
  guessRefusal,
  MATCH_MESSAGES,
  opponentOf,
  secretWordRefusal,
} from './match-rules';

const at = new Date('2026-01-10T12:00:00Z');
const waiting: MatchRecord = {
  id: 'm1',
  status: 'waiting',
  player1Id: 'ann',
  player1Word: 'crane',
  player2Id: null,
  player2Word: null,
  currentTurn: null,
  winnerId: null,
  createdAt: at,
  updatedAt: at,
  completedAt: null,
};
const active: MatchRecord = {
  ...waiting,
  status: 'active',
  player2Id: 'bob',
  player2Word: 'pilot',
  currentTurn: 'ann',
};
const completed: MatchRecord = {
  ...active,
  status: 'completed',
  winnerId: 'ann',
  currentTurn: null,
};

describe('who may see a match', () => {
  it('lets anyone open a waiting match (to join it), then only its players', () => {
    expect(canView(waiting, 'carol')).toBe(true);
    expect(canView(active, 'carol')).toBe(false);
    expect(canView(completed, 'carol')).toBe(false);
    expect(canView(active, 'bob')).toBe(true);
  });

  it("finds each player's opponent", () => {
    expect(opponentOf(active, 'ann')).toEqual({ id: 'bob', word: 'pilot' });
    expect(opponentOf(active, 'bob')).toEqual({ id: 'ann', word: 'crane' });
  });
});

describe('secret words', () => {
  it('lets the creator choose once, before anyone joins', () => {
    expect(secretWordRefusal({ ...waiting, player1Word: null }, 'ann')).toBeNull();
    expect(secretWordRefusal(waiting, 'ann')).toBe(MATCH_MESSAGES.wordAlreadySet);
    expect(secretWordRefusal(active, 'ann')).toBe(MATCH_MESSAGES.wordAlreadySet);
  });

  it('lets one other player join a ready, waiting match', () => {
    expect(secretWordRefusal(waiting, 'bob')).toBeNull();
    expect(secretWordRefusal({ ...waiting, player1Word: null }, 'bob')).toBe(
      MATCH_MESSAGES.creatorNotReady,
    );
    expect(secretWordRefusal(active, 'bob')).toBe(MATCH_MESSAGES.alreadyJoined);
    expect(secretWordRefusal(active, 'carol')).toBe(MATCH_MESSAGES.full);
  });
});

describe('guesses', () => {
  it('are taken only from the player whose turn it is, while the match is active', () => {
    expect(guessRefusal(active, 'ann')).toBeNull();
    expect(guessRefusal(active, 'bob')).toBe("It's not your turn");
    expect(guessRefusal(waiting, 'ann')).toBe(MATCH_MESSAGES.waiting);
    expect(guessRefusal(completed, 'ann')).toBe(MATCH_MESSAGES.over);
    expect(guessRefusal(completed, 'bob')).toBe(MATCH_MESSAGES.over);
  });
});
