import { describe, expect, it } from 'vitest';
import { addDays, dayKey } from '@hub/proto';
import { createLogger } from '../logger';
import {
  requireReplaceableDay,
  scheduleDays,
  startScheduler,
  topUpSchedule,
  type DailySchedule,
} from './daily-schedule';

/** A schedule kept in a Set of days: what a game's table does, without the table. */
function memorySchedule(days = new Set<string>()): DailySchedule & { days: Set<string> } {
  return {
    days,
    stored: async () => days,
    ensure: async (day) => days.add(day),
  };
}

const NOW = new Date('2026-03-07T18:00:00Z');
const logger = createLogger('schedule-test', 'silent');

describe('the daily schedule', () => {
  it('spans today (America/Chicago) and the 14 days after it', () => {
    const days = scheduleDays(new Date('2026-03-08T04:00:00Z'));
    expect(days).toHaveLength(15);
    expect(days[0]).toBe('2026-03-07');
    expect(days[14]).toBe('2026-03-21');
  });

  it('fills only the gaps, today first', async () => {
    const schedule = memorySchedule(new Set(['2026-03-07', '2026-03-09']));
    const filled = await topUpSchedule(schedule, NOW);
    expect(filled[0]).toBe('2026-03-08');
    expect(filled).toHaveLength(13);
    expect(await topUpSchedule(schedule, NOW)).toEqual([]);
  });

  it('tops up at start and again each interval, until stopped', async () => {
    const schedule = memorySchedule();
    let now = NOW;
    const scheduler = startScheduler({
      name: 'test',
      schedule,
      logger,
      now: () => now,
      intervalMs: 20,
    });
    await expect.poll(() => schedule.days.size).toBe(15);
    // A day passes, and a stored day is lost: the next round fills both gaps.
    now = new Date(NOW.getTime() + 24 * 3600_000);
    schedule.days.delete(addDays(dayKey(NOW), 5));
    await expect.poll(() => schedule.days.has(addDays(dayKey(NOW), 15))).toBe(true);
    expect(schedule.days.has(addDays(dayKey(NOW), 5))).toBe(true);
    await scheduler.stop();
    schedule.days.clear();
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(schedule.days.size).toBe(0);
  });

  it('keeps going after a failed round', async () => {
    let failures = 1;
    const schedule = memorySchedule();
    const flaky: DailySchedule = {
      stored: async (days) => {
        if (failures-- > 0) throw new Error('database down');
        return schedule.stored(days);
      },
      ensure: schedule.ensure,
    };
    const scheduler = startScheduler({ name: 'test', schedule: flaky, logger, intervalMs: 20 });
    await expect.poll(() => schedule.days.size).toBe(15);
    await scheduler.stop();
  });

  it('lets only days still to come within the window be replaced', () => {
    expect(() => requireReplaceableDay(NOW, '2026-03-07')).toThrow(/still to come/);
    expect(() => requireReplaceableDay(NOW, '2026-03-01')).toThrow(/still to come/);
    expect(() => requireReplaceableDay(NOW, '2026-03-22')).toThrow(/next 14 days/);
    expect(() => requireReplaceableDay(NOW, '2026-03-08')).not.toThrow();
    expect(() => requireReplaceableDay(NOW, '2026-03-21')).not.toThrow();
  });
});
