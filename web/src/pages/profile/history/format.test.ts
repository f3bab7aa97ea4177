import { describe, expect, it } from 'vitest';
import { calendarWeeks, changeOf, formatDay, monthsOf, weekdayOf } from './format';

describe('measures', () => {
  it('says whether an average improved, by what is better for the measure', () => {
    expect(changeOf('points', 300, 250)).toBe('better');
    expect(changeOf('guesses', 9, 11)).toBe('better');
    expect(changeOf('seconds', 200, 150)).toBe('worse');
    expect(changeOf('guesses', 9, 9)).toBe('same');
    expect(changeOf('guesses', 9, null)).toBeNull();
  });
});

describe('calendar', () => {
  it('knows the weekday of a day key, whatever the time zone', () => {
    expect(weekdayOf('2026-03-08')).toBe(0); // a Sunday
    expect(weekdayOf('2026-11-01')).toBe(0);
    expect(weekdayOf('2026-03-10')).toBe(2);
    expect(formatDay('2026-03-10')).toBe('Tuesday, March 10');
  });

  it('lays out whole weeks, Sunday first, up to today', () => {
    const weeks = calendarWeeks('2026-03-10', 2);
    expect(weeks).toEqual([
      [
        '2026-03-01',
        '2026-03-02',
        '2026-03-03',
        '2026-03-04',
        '2026-03-05',
        '2026-03-06',
        '2026-03-07',
      ],
      ['2026-03-08', '2026-03-09', '2026-03-10', null, null, null, null],
    ]);
    // A Saturday ends its week.
    expect(calendarWeeks('2026-03-14', 1)[0]!.at(-1)).toBe('2026-03-14');
  });

  it('sums days played and games per month, empty months included', () => {
    const months = monthsOf(
      [
        { day: '2026-01-30', games: 2 },
        { day: '2026-03-01', games: 1 },
        { day: '2026-03-10', games: 3 },
      ],
      '2026-01-15',
      '2026-03-10',
    );
    expect(months).toEqual([
      { first: '2026-01-15', daysPlayed: 1, games: 2 },
      { first: '2026-02-01', daysPlayed: 0, games: 0 },
      { first: '2026-03-01', daysPlayed: 2, games: 4 },
    ]);
  });
});
