import { describe, expect, it } from 'vitest';
import { addDays, dayKey, daysBetween, nextResetAt, puzzleNumber, startOfDay } from './clock';

describe('dayKey', () => {
  it('uses the Chicago date, not the UTC date', () => {
    // 03:00 UTC on Jan 10 is still 21:00 on Jan 9 in Chicago (UTC-6).
    expect(dayKey(new Date('2026-01-10T03:00:00Z'))).toBe('2026-01-09');
    expect(dayKey(new Date('2026-01-10T06:00:00Z'))).toBe('2026-01-10');
  });

  it('follows daylight saving time in summer (UTC-5)', () => {
    expect(dayKey(new Date('2026-07-01T04:59:59Z'))).toBe('2026-06-30');
    expect(dayKey(new Date('2026-07-01T05:00:00Z'))).toBe('2026-07-01');
  });
});

describe('nextResetAt', () => {
  it('is midnight CST (06:00 UTC) in winter', () => {
    expect(nextResetAt(new Date('2026-01-15T12:00:00Z')).toISOString()).toBe(
      '2026-01-16T06:00:00.000Z',
    );
  });

  it('is midnight CDT (05:00 UTC) in summer', () => {
    expect(nextResetAt(new Date('2026-07-15T12:00:00Z')).toISOString()).toBe(
      '2026-07-16T05:00:00.000Z',
    );
  });

  it('handles the March change day (2026-03-08, clocks jump 02:00 -> 03:00)', () => {
    // Morning of the change day: still CST at midnight, so the day began at 06:00 UTC...
    expect(startOfDay('2026-03-08').toISOString()).toBe('2026-03-08T06:00:00.000Z');
    // ...but the next midnight is already CDT: that day is only 23 hours long.
    const afterChange = new Date('2026-03-08T12:00:00Z');
    expect(dayKey(afterChange)).toBe('2026-03-08');
    expect(nextResetAt(afterChange).toISOString()).toBe('2026-03-09T05:00:00.000Z');
    expect(nextResetAt(afterChange).getTime() - startOfDay('2026-03-08').getTime()).toBe(
      23 * 3_600_000,
    );
  });

  it('handles the November change day (2026-11-01, clocks fall back 02:00 -> 01:00)', () => {
    expect(startOfDay('2026-11-01').toISOString()).toBe('2026-11-01T05:00:00.000Z');
    const afterChange = new Date('2026-11-01T18:00:00Z');
    expect(dayKey(afterChange)).toBe('2026-11-01');
    expect(nextResetAt(afterChange).toISOString()).toBe('2026-11-02T06:00:00.000Z');
    expect(nextResetAt(afterChange).getTime() - startOfDay('2026-11-01').getTime()).toBe(
      25 * 3_600_000,
    );
  });

  it('rolls over exactly at midnight', () => {
    const midnight = new Date('2026-01-16T06:00:00Z');
    expect(dayKey(new Date(midnight.getTime() - 1))).toBe('2026-01-15');
    expect(dayKey(midnight)).toBe('2026-01-16');
    expect(nextResetAt(midnight).toISOString()).toBe('2026-01-17T06:00:00.000Z');
  });
});

describe('calendar arithmetic', () => {
  it('adds days across months, years and leap days', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('counts days between keys', () => {
    expect(daysBetween('2025-01-01', '2026-01-01')).toBe(365);
    expect(daysBetween('2026-03-07', '2026-03-09')).toBe(2);
  });

  it('rejects malformed keys', () => {
    expect(() => addDays('2026-1-1', 1)).toThrow(RangeError);
  });
});

describe('puzzleNumber', () => {
  it('counts from 2025-01-01 in Chicago as #1', () => {
    expect(puzzleNumber(dayKey(new Date('2025-01-01T06:00:00Z')))).toBe(1);
    // 05:59 UTC on Jan 2 is still Jan 1 in Chicago.
    expect(puzzleNumber(dayKey(new Date('2025-01-02T05:59:00Z')))).toBe(1);
    expect(puzzleNumber(dayKey(new Date('2025-01-02T06:00:00Z')))).toBe(2);
    expect(puzzleNumber('2026-01-01')).toBe(366);
  });
});
