import { describe, expect, it } from 'vitest';
import { challengeVerdict, challengeView, type ChallengeRecord } from './challenges';

interface Result {
  score: number;
  time: number;
}
/** A board's order: the higher score, then the faster time. */
const order = (a: Result, b: Result) => b.score - a.score || a.time - b.time;

const challenge: ChallengeRecord = {
  id: '6f1c3c1e-5d0e-4a4a-9d55-1d2f3e4a5b6c',
  day: '2026-03-01',
  challengerPlayerId: 'guest-ada',
  challengerUserId: null,
};
const facts = {
  challenge,
  number: 12,
  now: new Date('2026-03-01T18:00:00Z'),
  challenger: 'Guest #0042',
  identity: { playerId: 'guest-bob', roles: [] },
  yours: null,
  theirs: { score: 900, time: 60 },
  order,
};

describe('challengeVerdict', () => {
  it('judges from the asking side by the board order, a shared place being a tie', () => {
    expect(challengeVerdict({ score: 950, time: 90 }, { score: 900, time: 30 }, order)).toBe('won');
    expect(challengeVerdict({ score: 900, time: 90 }, { score: 950, time: 30 }, order)).toBe(
      'lost',
    );
    expect(challengeVerdict({ score: 900, time: 20 }, { score: 900, time: 30 }, order)).toBe('won');
    expect(challengeVerdict({ score: 900, time: 30 }, { score: 900, time: 30 }, order)).toBe(
      'tied',
    );
  });
});

describe('challengeView', () => {
  it('sends nothing of the challenger’s game before the asking player finishes', () => {
    const view = challengeView(facts);
    expect(view).toEqual({
      id: challenge.id,
      day: '2026-03-01',
      number: 12,
      today: true,
      challenger: 'Guest #0042',
      isChallenger: false,
      result: null,
    });
  });

  it('sends both results and the verdict once they have', () => {
    const view = challengeView({ ...facts, yours: { score: 950, time: 100 } });
    expect(view.result).toEqual({
      yours: { score: 950, time: 100 },
      theirs: { score: 900, time: 60 },
      verdict: 'won',
    });
  });

  it('knows the challenger by their guest id and, once signed in, by their account', () => {
    expect(
      challengeView({ ...facts, identity: { playerId: 'guest-ada', roles: [] } }),
    ).toMatchObject({ isChallenger: true });
    const signedIn = { ...challenge, challengerUserId: 'user-ada' };
    const account = { playerId: 'user-ada', userId: 'user-ada', roles: [] };
    expect(challengeView({ ...facts, challenge: signedIn, identity: account })).toMatchObject({
      isChallenger: true,
    });
    // A later day: the archive plays it.
    expect(challengeView({ ...facts, now: new Date('2026-03-03T18:00:00Z') }).today).toBe(false);
  });
});
