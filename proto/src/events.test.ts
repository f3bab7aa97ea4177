import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { eventSchemaFor, MAX_STARTS_AN_EVENT, subjects } from './events';

const schema = eventSchemaFor(subjects.gameStarted('jotto'));
const start = (playerId: string) => ({ playerId, startedAt: '2026-12-03T06:00:01.000Z' });

describe('games.started', () => {
  it("carries a group's starts of one day", () => {
    const event = { eventId: randomUUID(), game: 'jotto', day: '2026-12-03', starts: [start('a')] };
    expect(schema.parse(event)).toEqual(event);
  });

  it('reads an earlier release’s one-player event as a group of one', () => {
    const eventId = randomUUID();
    expect(
      schema.parse({
        eventId,
        game: 'wordree',
        day: '2026-12-03',
        difficulty: 'Hard',
        ...start('guest-1'),
      }),
    ).toEqual({
      eventId,
      game: 'wordree',
      day: '2026-12-03',
      difficulty: 'Hard',
      starts: [start('guest-1')],
    });
  });

  it('refuses an event with no start, or more than a group holds', () => {
    const base = { eventId: randomUUID(), game: 'bloom', day: '2026-12-03' };
    expect(schema.safeParse({ ...base, starts: [] }).success).toBe(false);
    const crowd = Array.from({ length: MAX_STARTS_AN_EVENT + 1 }, (_, n) => start(`p${n}`));
    expect(schema.safeParse({ ...base, starts: crowd }).success).toBe(false);
  });
});
