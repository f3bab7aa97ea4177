import { describe, expect, it } from 'vitest';
import {
  gamesAtRisk,
  isTimeZone,
  localClock,
  minutesOf,
  reminderDueDay,
  type ReminderSchedule,
} from './reminders';

const paris = (localTime: string, lastSentLocalDay: string | null = null): ReminderSchedule => ({
  localTime,
  timeZone: 'Europe/Paris',
  lastSentLocalDay,
});

describe('minutesOf and isTimeZone', () => {
  it('reads 24-hour times and known zones only', () => {
    expect(minutesOf('00:00')).toBe(0);
    expect(minutesOf('19:30')).toBe(1170);
    expect(minutesOf('24:00')).toBeNull();
    expect(minutesOf('7:30')).toBeNull();
    expect(isTimeZone('America/Chicago')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });
});

describe('localClock', () => {
  it("gives an instant's day and minute on the zone's clock", () => {
    const instant = new Date('2026-12-03T23:30:00Z');
    expect(localClock(instant, 'Europe/Paris')).toEqual({ day: '2026-12-04', minutes: 30 });
    expect(localClock(instant, 'America/Chicago')).toEqual({ day: '2026-12-03', minutes: 1050 });
  });
});

describe('reminderDueDay', () => {
  it('is due once the local clock reaches the time, once a local day', () => {
    // 19:00 in Paris is 18:00 UTC in winter.
    expect(reminderDueDay(paris('19:00'), new Date('2026-12-03T17:59:00Z'))).toBeNull();
    expect(reminderDueDay(paris('19:00'), new Date('2026-12-03T18:00:00Z'))).toBe('2026-12-03');
    expect(
      reminderDueDay(paris('19:00', '2026-12-03'), new Date('2026-12-03T21:00:00Z')),
    ).toBeNull();
    // The next local day, at its time again; a job down all evening catches up before midnight.
    expect(reminderDueDay(paris('19:00', '2026-12-03'), new Date('2026-12-04T22:59:00Z'))).toBe(
      '2026-12-04',
    );
  });

  it('sends a time the clock skips at the first minute after it, and one it repeats once', () => {
    // Spring forward in Paris, 2027-03-28: 02:00 becomes 03:00 (01:00 UTC).
    const skipped = paris('02:30', '2027-03-27');
    expect(reminderDueDay(skipped, new Date('2027-03-28T00:59:00Z'))).toBeNull();
    expect(reminderDueDay(skipped, new Date('2027-03-28T01:00:00Z'))).toBe('2027-03-28');
    // Fall back, 2026-10-25: 03:00 becomes 02:00 again (01:00 UTC); 02:30 comes twice.
    const repeated = paris('02:30', '2026-10-24');
    expect(reminderDueDay(repeated, new Date('2026-10-25T00:30:00Z'))).toBe('2026-10-25');
    const sent = { ...repeated, lastSentLocalDay: '2026-10-25' };
    expect(reminderDueDay(sent, new Date('2026-10-25T01:30:00Z'))).toBeNull();
  });

  it('never goes out for a time or zone it cannot read', () => {
    const now = new Date('2026-12-03T20:00:00Z');
    expect(reminderDueDay({ ...paris('19:00'), timeZone: 'Nowhere/City' }, now)).toBeNull();
    expect(reminderDueDay(paris('7pm'), now)).toBeNull();
  });
});

describe('gamesAtRisk', () => {
  const today = '2026-12-03';
  it("names the games whose streak is alive and not yet played today: none once they're done", () => {
    const plays = [
      { game: 'jotto' as const, gamesPlayed: 2, playDays: ['2026-12-01', '2026-12-02'] },
      { game: 'bloom' as const, gamesPlayed: 3, playDays: ['2026-12-01', '2026-12-02', today] },
      // A streak that ended days ago has nothing to keep.
      { game: 'wordree' as const, gamesPlayed: 1, playDays: ['2026-11-20'] },
    ];
    expect(gamesAtRisk(plays, today)).toEqual(['jotto']);
    const done = plays.map((play) =>
      play.game === 'jotto' ? { ...play, playDays: [...play.playDays, today] } : play,
    );
    expect(gamesAtRisk(done, today)).toEqual([]);
    expect(gamesAtRisk([], today)).toEqual([]);
  });
});
