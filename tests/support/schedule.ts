import { expect } from 'vitest';
import { AdminUpcoming, addDays, dayKey } from '@hub/proto';
import { eventually } from './eventually';
import type { Browserish } from './http';

/** Today and the 14 days after it: what every game keeps scheduled (docs/architecture.md#daily-puzzles). */
export const scheduleWindow = (now = new Date()) =>
  Array.from({ length: 15 }, (_, offset) => addDays(dayKey(now), offset));

const full = (upcoming: AdminUpcoming) => {
  const days = scheduleWindow();
  return [upcoming.jotto, upcoming.bloom, upcoming.wordree].every(
    (games) => games.map((game) => game.day).join() === days.join(),
  );
};

/** The admin's view of the upcoming days, through the gateway (each call is an audited view). */
export async function upcomingAsAdmin(admin: Browserish): Promise<AdminUpcoming> {
  const answer = await admin.get('/api/admin/upcoming');
  expect(answer.status, answer.text).toBe(200);
  return AdminUpcoming.parse(answer.json);
}

/** The upcoming days once every game's scheduler has filled its window after start. */
export async function fullSchedule(admin: Browserish, timeoutMs = 30_000): Promise<AdminUpcoming> {
  const upcoming = await eventually(() => upcomingAsAdmin(admin), full, {
    timeoutMs,
    intervalMs: 500,
  });
  expect(full(upcoming), JSON.stringify(upcoming).slice(0, 400)).toBe(true);
  return upcoming;
}
