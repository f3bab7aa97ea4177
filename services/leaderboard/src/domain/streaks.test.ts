import { describe, expect, it } from 'vitest';
import { dayKey } from '@hub/proto';
import { currentStreak, streakRecordOf, type StreakRecord } from './streaks';

/** The streak shown at an instant, on the site's Chicago calendar. */
const currentStreakAt = (record: StreakRecord, instant: Date) =>
  currentStreak(record, dayKey(instant));

describe('streakRecordOf', () => {
  it('is empty with no days', () => {
    expect(streakRecordOf([])).toEqual({ streak: 0, longestStreak: 0, lastPlayedDay: null });
  });

  it('counts consecutive days, once per day, in any order', () => {
    expect(
      streakRecordOf(['2025-06-03', '2025-06-01', '2025-06-02', '2025-06-02', '2025-06-01']),
    ).toEqual({ streak: 3, longestStreak: 3, lastPlayedDay: '2025-06-03' });
  });

  it('starts over after a missed day and keeps the longest run', () => {
    const record = streakRecordOf([
      '2025-06-01',
      '2025-06-02',
      '2025-06-03',
      '2025-06-04',
      '2025-06-06',
      '2025-06-07',
    ]);
    expect(record).toEqual({ streak: 2, longestStreak: 4, lastPlayedDay: '2025-06-07' });
  });

  it('fills a gap when a late event brings the missing day', () => {
    const before = streakRecordOf(['2025-06-01', '2025-06-03']);
    const after = streakRecordOf(['2025-06-01', '2025-06-03', '2025-06-02']);
    expect(before).toMatchObject({ streak: 1, longestStreak: 1 });
    expect(after).toMatchObject({ streak: 3, longestStreak: 3 });
  });

  it('runs across month, year and leap-day boundaries', () => {
    expect(streakRecordOf(['2024-12-31', '2025-01-01']).streak).toBe(2);
    expect(streakRecordOf(['2025-02-28', '2025-03-01']).streak).toBe(2);
    expect(streakRecordOf(['2024-02-28', '2024-03-01']).streak).toBe(1);
    expect(streakRecordOf(['2024-02-28', '2024-02-29', '2024-03-01']).streak).toBe(3);
  });

  it('does not break over the 23-hour day when clocks spring forward (2025-03-09)', () => {
    // 23:30 in Chicago on each of three nights: CST, then CDT after the change.
    const nights = ['2025-03-09T05:30:00Z', '2025-03-10T04:30:00Z', '2025-03-11T04:30:00Z'];
    const days = nights.map((instant) => dayKey(new Date(instant)));
    expect(days).toEqual(['2025-03-08', '2025-03-09', '2025-03-10']);
    expect(streakRecordOf(days)).toMatchObject({ streak: 3, longestStreak: 3 });
  });

  it('does not double-count the 25-hour day when clocks fall back (2025-11-02)', () => {
    // 00:30 in Chicago on each of three mornings: CDT, then CST after the change.
    const mornings = ['2025-11-01T05:30:00Z', '2025-11-02T05:30:00Z', '2025-11-03T06:30:00Z'];
    const days = mornings.map((instant) => dayKey(new Date(instant)));
    expect(days).toEqual(['2025-11-01', '2025-11-02', '2025-11-03']);
    expect(streakRecordOf(days)).toMatchObject({ streak: 3, longestStreak: 3 });
    // 01:30 happens twice that night; both are the same day.
    const twice = ['2025-11-02T06:30:00Z', '2025-11-02T07:30:00Z'].map((i) => dayKey(new Date(i)));
    expect(streakRecordOf(twice)).toMatchObject({ streak: 1, lastPlayedDay: '2025-11-02' });
  });
});

describe('currentStreak', () => {
  const record = { streak: 4, longestStreak: 6, lastPlayedDay: '2025-06-10' };

  it('is alive when the player played today or yesterday', () => {
    expect(currentStreak(record, '2025-06-10')).toBe(4);
    expect(currentStreak(record, '2025-06-11')).toBe(4);
  });

  it('is zero once a whole day was missed', () => {
    expect(currentStreak(record, '2025-06-12')).toBe(0);
    expect(currentStreak({ streak: 0, longestStreak: 0, lastPlayedDay: null }, '2025-06-12')).toBe(
      0,
    );
  });

  it('follows the Chicago day, not the UTC date', () => {
    // 22:00 in Chicago on June 11 is already June 12 in UTC.
    expect(currentStreakAt(record, new Date('2025-06-12T03:00:00Z'))).toBe(4);
    expect(currentStreakAt(record, new Date('2025-06-12T05:00:00Z'))).toBe(0);
  });

  it('ends exactly at Chicago midnight after spring forward (UTC-5)', () => {
    const played = { streak: 4, longestStreak: 4, lastPlayedDay: '2025-03-08' };
    expect(currentStreakAt(played, new Date('2025-03-10T04:59:59Z'))).toBe(4);
    expect(currentStreakAt(played, new Date('2025-03-10T05:00:00Z'))).toBe(0);
  });

  it('ends exactly at Chicago midnight after fall back (UTC-6)', () => {
    const played = { streak: 2, longestStreak: 2, lastPlayedDay: '2025-11-01' };
    expect(currentStreakAt(played, new Date('2025-11-03T05:59:59Z'))).toBe(2);
    expect(currentStreakAt(played, new Date('2025-11-03T06:00:00Z'))).toBe(0);
  });
});
