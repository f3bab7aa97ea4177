import { describe, expect, it } from 'vitest';
import {
  gamesAtRisk,
  isTimeZone,
  localClock,
  minutesOf,
  nextReminderAt,
  reminderDueDay,
  reminderMessage,
  scheduleFrom,
  streaksAtRisk,
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

describe('nextReminderAt', () => {
  const at = (iso: string) => new Date(iso);
  const chicago = (localTime: string, lastSentLocalDay: string | null = null) => ({
    localTime,
    timeZone: 'America/Chicago',
    lastSentLocalDay,
  });

  it("is today's time still to come, else the next day's, else now when one is due", () => {
    expect(nextReminderAt(paris('19:00'), at('2026-12-03T10:00:00Z'))).toEqual(
      at('2026-12-03T18:00:00Z'),
    );
    expect(nextReminderAt(paris('19:00', '2026-12-03'), at('2026-12-03T19:00:00Z'))).toEqual(
      at('2026-12-04T18:00:00Z'),
    );
    const now = at('2026-12-03T18:20:00Z');
    expect(nextReminderAt(paris('19:00'), now)).toEqual(now);
    expect(nextReminderAt(paris('25:00'), now)).toBeNull();
  });

  it('skips a day sent in another zone, and steps over the clock changes', () => {
    // Sent for the 4th as Tokyo counted it, then moved to Chicago: the next is the 5th's.
    expect(nextReminderAt(chicago('09:00', '2026-12-04'), at('2026-12-03T20:00:00Z'))).toEqual(
      at('2026-12-05T15:00:00Z'),
    );
    // Spring forward, 2027-03-14: 02:30 does not exist; 03:00 CDT (08:00 UTC) is the first after.
    expect(nextReminderAt(chicago('02:30', '2027-03-13'), at('2027-03-14T00:00:00Z'))).toEqual(
      at('2027-03-14T08:00:00Z'),
    );
    // Fall back, 2026-11-01: 01:30 comes twice; the first, in CDT (06:30 UTC), is the one.
    expect(nextReminderAt(chicago('01:30', '2026-10-31'), at('2026-11-01T00:00:00Z'))).toEqual(
      at('2026-11-01T06:30:00Z'),
    );
    // Once sent, the repeat an hour later is not another one: the next is the 2nd's.
    expect(nextReminderAt(chicago('01:30', '2026-11-01'), at('2026-11-01T06:31:00Z'))).toEqual(
      at('2026-11-02T07:30:00Z'),
    );
  });

  it('agrees with reminderDueDay: not due a minute before, due at it, in any zone and season', () => {
    const zones = ['Pacific/Chatham', 'Asia/Kathmandu', 'America/St_Johns', 'Australia/Lord_Howe'];
    const times = ['00:00', '01:59', '02:00', '02:30', '03:15', '23:59'];
    for (const timeZone of [...zones, 'Europe/Paris', 'America/Chicago', 'America/Santiago']) {
      for (const localTime of times) {
        for (let day = 0; day < 365; day += 7) {
          const now = new Date(Date.UTC(2026, 0, 1) + day * 86_400_000 + day * 997_000);
          const schedule = { localTime, timeZone, lastSentLocalDay: localClock(now, timeZone).day };
          const next = nextReminderAt(schedule, now);
          expect(next).not.toBeNull();
          expect(
            reminderDueDay(schedule, next!),
            `${timeZone} ${localTime} ${now.toISOString()}`,
          ).not.toBeNull();
          expect(reminderDueDay(schedule, new Date(next!.getTime() - 60_000))).toBeNull();
        }
      }
    }
  });
});

describe('reminderMessage', () => {
  const today = '2026-12-03';
  const plays = [
    {
      game: 'wordree' as const,
      gamesPlayed: 3,
      playDays: ['2026-11-30', '2026-12-01', '2026-12-02'],
    },
    { game: 'bloom' as const, gamesPlayed: 1, playDays: ['2026-12-02'] },
  ];

  it("names one game's streak and where a tap leads, with the day's end on the player's clock", () => {
    // 20:00 in Paris; midnight in Chicago is 07:00 the next morning there.
    const now = new Date('2026-12-03T19:00:00Z');
    const [wordree] = streaksAtRisk(plays, today);
    expect(reminderMessage([wordree!], now, 'Europe/Paris')).toEqual({
      title: 'Keep your 3-day Wordree streak',
      body: "Today's Wordree is still to play. Today's puzzles close at 07:00 tomorrow, your time.",
      url: '/game/wordree',
      games: ['wordree'],
    });
  });

  it('lists several, and says no "tomorrow" when the day ends on the same local day', () => {
    const now = new Date('2026-12-03T20:00:00Z');
    expect(reminderMessage(streaksAtRisk(plays, today), now, 'America/Los_Angeles')).toEqual({
      title: 'Keep your streaks going',
      body: "Wordree (3 days) and Bloom (1 day) are still to play today. Today's puzzles close at 22:00, your time.",
      url: '/',
      games: ['wordree', 'bloom'],
    });
  });
});

describe('scheduleFrom', () => {
  const now = new Date('2026-12-03T18:00:30Z'); // 19:00 in Paris
  it('sends the first at the next time the clock reaches it, at once only within that minute', () => {
    const choose = (localTime: string, last: string | null = null) =>
      scheduleFrom({ localTime, timeZone: 'Europe/Paris' }, last, now);
    expect(reminderDueDay(choose('19:00'), now)).toBe('2026-12-03');
    expect(reminderDueDay(choose('18:59'), now)).toBeNull();
    expect(nextReminderAt(choose('18:59'), now)).toEqual(new Date('2026-12-04T17:59:00Z'));
    expect(nextReminderAt(choose('20:00'), now)).toEqual(new Date('2026-12-03T19:00:00Z'));
    // Sent today at another time already: not twice.
    expect(reminderDueDay(choose('19:00', '2026-12-03'), now)).toBeNull();
    expect(choose('18:00', '2026-12-05').lastSentLocalDay).toBe('2026-12-05');
  });
});
