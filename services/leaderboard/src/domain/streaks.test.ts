import { describe, expect, it } from 'vitest';
import { addDays, dayKey } from '@hub/proto';
import { streakRecordOf } from './streaks';

/** `count` consecutive day keys from `first`. */
const run = (first: string, count: number) =>
  Array.from({ length: count }, (_, index) => addDays(first, index));

/** The streak shown at an instant, on the site's Chicago calendar. */
const streakAt = (days: readonly string[], instant: string) =>
  streakRecordOf(days, dayKey(new Date(instant)));

describe('streakRecordOf', () => {
  it('is empty with no days', () => {
    expect(streakRecordOf([], '2025-06-01')).toEqual({
      streak: 0,
      longestStreak: 0,
      freezesHeld: 0,
      frozenDays: [],
      lastPlayedDay: null,
    });
  });

  it('counts consecutive days, once per day, in any order', () => {
    expect(
      streakRecordOf(['2025-06-03', '2025-06-01', '2025-06-02', '2025-06-02', '2025-06-01']),
    ).toEqual({
      streak: 3,
      longestStreak: 3,
      freezesHeld: 0,
      frozenDays: [],
      lastPlayedDay: '2025-06-03',
    });
  });

  it('starts over after a missed day with no freeze, and keeps the longest run', () => {
    const record = streakRecordOf([...run('2025-06-01', 4), '2025-06-06', '2025-06-07']);
    expect(record).toMatchObject({ streak: 2, longestStreak: 4, frozenDays: [] });
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
});

describe('streak freezes', () => {
  const week = run('2025-06-01', 7);

  it('earns one freeze for every 7 days of a streak, holding at most 2', () => {
    expect(streakRecordOf(run('2025-06-01', 6)).freezesHeld).toBe(0);
    expect(streakRecordOf(week).freezesHeld).toBe(1);
    expect(streakRecordOf(run('2025-06-01', 13)).freezesHeld).toBe(1);
    expect(streakRecordOf(run('2025-06-01', 14)).freezesHeld).toBe(2);
    expect(streakRecordOf(run('2025-06-01', 28)).freezesHeld).toBe(2);
  });

  it('spends a freeze on a missed day: the streak survives it but does not grow', () => {
    const record = streakRecordOf([...week, '2025-06-09'], '2025-06-09');
    expect(record).toEqual({
      streak: 8,
      longestStreak: 8,
      freezesHeld: 0,
      frozenDays: ['2025-06-08'],
      lastPlayedDay: '2025-06-09',
    });
  });

  it('spends one freeze a day, and ends the streak on a missed day with none left', () => {
    const fortnight = run('2025-06-01', 14);
    // Two freezes bridge two missed days (06-15, 06-16).
    expect(streakRecordOf([...fortnight, '2025-06-17'])).toMatchObject({
      streak: 15,
      freezesHeld: 0,
      frozenDays: ['2025-06-15', '2025-06-16'],
    });
    // A third missed day ends it; the freezes were spent on the first two.
    expect(streakRecordOf([...fortnight, '2025-06-18'])).toMatchObject({
      streak: 1,
      longestStreak: 14,
      freezesHeld: 0,
      frozenDays: ['2025-06-15', '2025-06-16'],
    });
  });

  it('earns freezes again in a new streak, and counts frozen days into neither', () => {
    // 7 days (a freeze), one missed (frozen), 6 more: 13 days played over 14, so no freeze yet;
    // the next comes with the 14th day played.
    const days = [...week, ...run('2025-06-09', 6)];
    expect(streakRecordOf(days)).toMatchObject({ streak: 13, freezesHeld: 0 });
    expect(streakRecordOf([...days, '2025-06-15'])).toMatchObject({
      streak: 14,
      freezesHeld: 1,
      frozenDays: ['2025-06-08'],
    });
  });

  it('gives the freeze back when a late game fills the frozen day', () => {
    const frozen = streakRecordOf([...week, '2025-06-09']);
    const filled = streakRecordOf([...week, '2025-06-09', '2025-06-08']);
    expect(frozen).toMatchObject({ streak: 8, freezesHeld: 0, frozenDays: ['2025-06-08'] });
    expect(filled).toMatchObject({ streak: 9, freezesHeld: 1, frozenDays: [] });
  });

  it('gives the same answer whatever order the days come in', () => {
    const days = [...run('2025-06-01', 9), '2025-06-11', '2025-06-12', ...run('2025-06-14', 3)];
    const shuffled = [...days].reverse().concat(days.slice(0, 3));
    expect(streakRecordOf(shuffled, '2025-06-20')).toEqual(streakRecordOf(days, '2025-06-20'));
  });

  describe('as of today', () => {
    it('never counts today as missed before it is over', () => {
      // Played through yesterday: alive, and no freeze spent.
      expect(streakRecordOf(week, '2025-06-08')).toMatchObject({
        streak: 7,
        freezesHeld: 1,
        frozenDays: [],
      });
    });

    it('freezes the missed days up to yesterday, and ends the streak when freezes run out', () => {
      expect(streakRecordOf(week, '2025-06-09')).toMatchObject({
        streak: 7,
        freezesHeld: 0,
        frozenDays: ['2025-06-08'],
      });
      expect(streakRecordOf(week, '2025-06-10')).toMatchObject({
        streak: 0,
        longestStreak: 7,
        freezesHeld: 0,
      });
      expect(streakRecordOf(['2025-06-01', '2025-06-02'], '2025-06-04').streak).toBe(0);
    });

    it('is the record as of the last day played when no today is given', () => {
      expect(streakRecordOf(week)).toEqual(streakRecordOf(week, '2025-06-07'));
      expect(streakRecordOf(week)).toEqual(streakRecordOf(week, '2025-06-08'));
    });
  });
});

describe('streaks over the 2026 daylight-saving changes (America/Chicago)', () => {
  it('plays on the Chicago day of each instant, not the UTC date', () => {
    // 23:30 in Chicago on 2026-03-07 (CST, UTC-6) is already 03-08 in UTC; 23:30 on 03-08 is
    // CDT (UTC-5) after the clocks spring forward at 02:00.
    expect(dayKey(new Date('2026-03-08T05:30:00Z'))).toBe('2026-03-07');
    expect(dayKey(new Date('2026-03-09T04:30:00Z'))).toBe('2026-03-08');
    // 01:30 happens twice on 2026-11-01 (CDT, then CST): both are the same day.
    expect(dayKey(new Date('2026-11-01T06:30:00Z'))).toBe('2026-11-01');
    expect(dayKey(new Date('2026-11-01T07:30:00Z'))).toBe('2026-11-01');
    const nights = ['2026-03-08T05:30:00Z', '2026-03-09T04:30:00Z', '2026-03-10T04:30:00Z'];
    expect(streakRecordOf(nights.map((at) => dayKey(new Date(at))))).toMatchObject({
      streak: 3,
      lastPlayedDay: '2026-03-09',
    });
  });

  it('freezes the 23-hour spring-forward day (2026-03-08) only once it is over', () => {
    const days = run('2026-03-01', 7); // through 03-07, a freeze earned
    // 23:59:59 CDT on 03-08, the day's last second: not missed yet.
    expect(streakAt(days, '2026-03-09T04:59:59Z')).toMatchObject({
      streak: 7,
      freezesHeld: 1,
      frozenDays: [],
    });
    // Chicago midnight after the change is 05:00 UTC: 03-08 was missed, and frozen.
    expect(streakAt(days, '2026-03-09T05:00:00Z')).toMatchObject({
      streak: 7,
      freezesHeld: 0,
      frozenDays: ['2026-03-08'],
    });
    // Played on 03-09 (late that evening, CDT): the streak goes on past the frozen day.
    const played = [...days, dayKey(new Date('2026-03-10T04:30:00Z'))];
    expect(streakAt(played, '2026-03-10T04:59:59Z')).toMatchObject({
      streak: 8,
      frozenDays: ['2026-03-08'],
    });
    // Missing 03-09 as well, with no freeze left, ends it at the next Chicago midnight.
    expect(streakAt(days, '2026-03-10T04:59:59Z').streak).toBe(7);
    expect(streakAt(days, '2026-03-10T05:00:00Z').streak).toBe(0);
  });

  it('freezes the 25-hour fall-back day (2026-11-01) only once it is over', () => {
    const days = run('2026-10-25', 7); // through 10-31, a freeze earned
    // Midnight starting 11-01 is still CDT (05:00 UTC); the one ending it is CST (06:00 UTC).
    expect(streakAt(days, '2026-11-01T04:59:59Z').frozenDays).toEqual([]);
    expect(streakAt(days, '2026-11-02T05:59:59Z')).toMatchObject({
      streak: 7,
      freezesHeld: 1,
      frozenDays: [],
    });
    expect(streakAt(days, '2026-11-02T06:00:00Z')).toMatchObject({
      streak: 7,
      freezesHeld: 0,
      frozenDays: ['2026-11-01'],
    });
    const played = [...days, dayKey(new Date('2026-11-02T06:00:00Z'))];
    expect(played.at(-1)).toBe('2026-11-02');
    expect(streakAt(played, '2026-11-02T06:00:00Z')).toMatchObject({
      streak: 8,
      frozenDays: ['2026-11-01'],
    });
    expect(streakAt(days, '2026-11-03T05:59:59Z').streak).toBe(7);
    expect(streakAt(days, '2026-11-03T06:00:00Z').streak).toBe(0);
  });
});
