import { describe, expect, it } from 'vitest';
import { leaderboardName } from './progress';

describe('leaderboardName', () => {
  const name = (firstName: string | null, lastName: string | null, username: string | null) =>
    leaderboardName({ firstName, lastName, username });

  it('shows the first name and only the initial of the last name', () => {
    expect(name('Ada', 'Lovelace', 'ada99')).toBe('Ada L.');
    expect(name('Ada', null, null)).toBe('Ada');
    expect(name(' Ada ', ' lovelace', null)).toBe('Ada L.');
  });

  it('falls back to the username, then to Player', () => {
    expect(name(null, 'Hopper', 'grace')).toBe('grace H.');
    expect(name('  ', null, null)).toBe('Player');
  });
});
