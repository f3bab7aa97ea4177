import { describe, expect, it } from 'vitest';
import { verdictText } from './verdict';

const result = (yours: number, theirs: number, verdict: 'won' | 'lost' | 'tied') => ({
  yours: { score: yours },
  theirs: { score: theirs },
  verdict,
});

describe('verdictText', () => {
  it('puts the winner’s score first', () => {
    expect(verdictText(result(950, 900, 'won'), 'Ada')).toBe('You beat Ada: 950 to 900');
    expect(verdictText(result(900, 950, 'lost'), 'Ada')).toBe('Ada wins: 950 to 900');
  });

  it('follows the server’s verdict, which may part equal scores by time or guesses', () => {
    expect(verdictText(result(900, 900, 'tied'), 'Ada')).toBe('A tie: 900 to 900');
    expect(verdictText(result(900, 900, 'won'), 'Ada')).toBe('You beat Ada: 900 to 900');
  });
});
