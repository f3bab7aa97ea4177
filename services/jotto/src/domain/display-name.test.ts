import { describe, expect, it } from 'vitest';
import { fallbackDisplayName } from './display-name';

describe('fallbackDisplayName', () => {
  it("calls a nameless signed-in player 'Player'", () => {
    expect(fallbackDisplayName('user-1', true)).toBe('Player');
  });

  it('numbers guests stably without showing their id', () => {
    const name = fallbackDisplayName('2f6c1c1e-guest', false);
    expect(name).toMatch(/^Guest #\d{4}$/);
    expect(fallbackDisplayName('2f6c1c1e-guest', false)).toBe(name);
    expect(name).not.toContain('2f6c');
  });
});
