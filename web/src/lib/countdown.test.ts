import { describe, expect, it } from 'vitest';
import { formatCountdown } from './countdown';

describe('formatCountdown', () => {
  it('shows hours, minutes and seconds left', () => {
    expect(formatCountdown((5 * 3600 + 7 * 60 + 9) * 1000)).toBe('Next puzzle: 5h 7m 9s');
    expect(formatCountdown(23 * 3600_000 + 59 * 60_000 + 59_000)).toBe('Next puzzle: 23h 59m 59s');
    expect(formatCountdown(60_000)).toBe('Next puzzle: 0h 1m 0s');
  });

  it('rounds part-seconds up so it never reads zero early', () => {
    expect(formatCountdown(400)).toBe('Next puzzle: 0h 0m 1s');
    expect(formatCountdown(59_001)).toBe('Next puzzle: 0h 1m 0s');
  });

  it('announces the new puzzle once the reset time has passed', () => {
    expect(formatCountdown(0)).toBe('New puzzle available!');
    expect(formatCountdown(-5000)).toBe('New puzzle available!');
  });
});
