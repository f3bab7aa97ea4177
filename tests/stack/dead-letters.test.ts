// An event no consumer can apply ends in DEAD_LETTERS; an admin sees it, replays it or discards
// it through the gateway, each action on the audit log.
import { randomUUID } from 'node:crypto';
import { connect, type NatsConnection } from 'nats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testNatsUrl } from '@hub/kit/testing';
import type { AdminDeadLetters, AuditLog } from '@hub/proto';
import { signUpVerified } from '../support/accounts';
import { Browserish } from '../support/http';
import { startTestStack, type TestStack } from '../support/stack';
import { sleep } from '../support/processes';

const ADMIN_EMAIL = 'night-shift@example.com';

async function eventually<T>(what: string, probe: () => Promise<T | null>, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await sleep(100);
  }
}

describe('dead letters through the gateway', () => {
  let stack: TestStack;
  let nats: NatsConnection;
  let admin: Browserish;

  beforeAll(async () => {
    stack = await startTestStack({ env: { ADMIN_EMAILS: ADMIN_EMAIL } });
    nats = await connect({ servers: testNatsUrl() });
    admin = new Browserish(stack.url);
    await signUpVerified(stack, admin, { email: ADMIN_EMAIL, password: 'correct horse battery' });
  });
  afterAll(async () => {
    await nats?.close();
    await stack?.stop();
  });

  const letters = async () =>
    (await admin.get('/api/admin/dead-letters?limit=100')).json as AdminDeadLetters;
  const lettersOf = async (eventId: string) =>
    (await letters()).letters.filter((letter) => letter.eventId === eventId);

  it('are for admins only', async () => {
    const player = new Browserish(stack.url);
    expect((await player.get('/api/admin/dead-letters')).status).toBe(401);
    await signUpVerified(stack, player, {
      email: `p-${randomUUID()}@example.com`,
      password: 'correct horse battery',
    });
    expect((await player.get('/api/admin/dead-letters')).status).toBe(403);
    expect((await player.post('/api/admin/dead-letters/1/discard', {})).status).toBe(403);
  });

  it('shows an event no consumer could apply, replays it, discards it, all on the audit log', async () => {
    expect(await letters()).toEqual({ kept: true, total: 0, letters: [] });

    // A finished game that is not even JSON: every consumer of the subject gives up on it.
    const eventId = randomUUID();
    await nats
      .jetstream()
      .publish(stack.wireSubject!('games.finished.jotto'), new TextEncoder().encode('{oops'), {
        msgID: eventId,
      });
    const [first] = await eventually('the dead letter', async () => {
      const found = await lettersOf(eventId);
      return found.length > 0 ? found : null;
    });
    expect(first).toMatchObject({
      subject: 'games.finished.jotto',
      eventId,
      error: 'not JSON',
      deliveries: 1,
      payload: '{oops',
    });

    const replayed = await admin.post(`/api/admin/dead-letters/${first!.id}/replay`, {});
    expect(replayed.status).toBe(200);
    expect(replayed.json).toEqual({ consumer: first!.consumer, subject: first!.subject, eventId });
    // Still not JSON: its consumer gives up again, under a new id.
    const again = await eventually('the replay to fail again', async () => {
      const found = (await lettersOf(eventId)).filter(
        (letter) => letter.consumer === first!.consumer && letter.id !== first!.id,
      );
      return found.length > 0 ? found : null;
    });
    expect((await lettersOf(eventId)).map(({ id }) => id)).not.toContain(first!.id);

    for (const letter of await lettersOf(eventId)) {
      const discarded = await admin.post(`/api/admin/dead-letters/${letter.id}/discard`, {});
      expect(discarded.status).toBe(200);
    }
    expect(await lettersOf(eventId)).toEqual([]);

    const gone = await admin.post(`/api/admin/dead-letters/${again[0]!.id}/replay`, {});
    expect(gone.status).toBe(404);
    expect(gone.json.message).toMatch(/No such dead letter/);
    expect((await admin.post('/api/admin/dead-letters/abc/discard', {})).status).toBe(400);

    const log = (await admin.get('/api/admin/audit-log?limit=100')).json as AuditLog;
    const actions = log.entries.map((entry) => [entry.action, entry.status]);
    expect(actions).toContainEqual(['replay-dead-letter', 'succeeded']);
    expect(actions).toContainEqual(['discard-dead-letter', 'succeeded']);
    expect(actions).toContainEqual(['replay-dead-letter', 'failed']);
  });
});
