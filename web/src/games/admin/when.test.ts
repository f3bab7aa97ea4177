import { describe, expect, it } from 'vitest';
import { timeAgo } from './when';

const NOW = Date.parse('2025-10-19T14:00:00.000Z');
const before = (ms: number) => new Date(NOW - ms).toISOString();
const MINUTE = 60_000;

describe('timeAgo', () => {
  it('reads "just now" under a minute, and when the server clock is a little ahead', () => {
    expect(timeAgo(before(0), NOW)).toBe('just now');
    expect(timeAgo(before(59_999), NOW)).toBe('just now');
    expect(timeAgo(before(-5_000), NOW)).toBe('just now');
  });

  it('counts whole minutes, then hours, then days', () => {
    expect(timeAgo(before(MINUTE), NOW)).toBe('1 minute ago');
    expect(timeAgo(before(59 * MINUTE + 59_000), NOW)).toBe('59 minutes ago');
    expect(timeAgo(before(60 * MINUTE), NOW)).toBe('1 hour ago');
    expect(timeAgo(before(23 * 60 * MINUTE), NOW)).toBe('23 hours ago');
    expect(timeAgo(before(24 * 60 * MINUTE), NOW)).toBe('yesterday');
    expect(timeAgo(before(3 * 24 * 60 * MINUTE), NOW)).toBe('3 days ago');
  });
});
