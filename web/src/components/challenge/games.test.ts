import { describe, expect, it } from 'vitest';
import { challengePlayPath } from './games';

const id = '6f1c3c1e-5d0e-4a4a-9d55-1d2f3e4a5b6c';

describe('challengePlayPath', () => {
  it("opens today's daily on the challenge's day", () => {
    const today = { id, day: '2026-03-01', today: true };
    expect(challengePlayPath('jotto', today)).toBe(`/game/jotto/daily?challenge=${id}`);
    expect(challengePlayPath('bloom', today)).toBe(`/game/bloom?challenge=${id}`);
    expect(challengePlayPath('wordree', today)).toBe(`/game/wordree?mode=daily&challenge=${id}`);
  });

  it("opens the archive's day after it", () => {
    const past = { id, day: '2026-02-27', today: false };
    expect(challengePlayPath('jotto', past)).toBe(`/game/jotto/archive/2026-02-27?challenge=${id}`);
    expect(challengePlayPath('wordree', past)).toBe(
      `/game/wordree/archive/2026-02-27?challenge=${id}`,
    );
  });
});
