import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PlayerLinkedEvent, PlayerProfileEvent, subjects } from '@hub/proto';
import { startAuthHarness, type AuthHarness } from './harness';

const password = 'correct horse battery staple';

let harness: AuthHarness;
beforeAll(async () => {
  harness = await startAuthHarness();
});
afterAll(() => harness?.stop());
beforeEach(() => harness.db('outbox').del());

const outbox = (subject?: string) =>
  harness
    .db('outbox')
    .select('subject', 'event_id', 'payload')
    .modify((query) => {
      if (subject) query.where({ subject });
    })
    .orderBy('id');
const linkEvents = () => outbox(subjects.playerLinked);

/** An agent whose session already plays as a guest, and that guest's id. */
async function guest() {
  const agent = request.agent(harness.app);
  const res = await agent.get('/test/play').expect(200);
  return { agent, guestId: res.body.playerId as string };
}

describe('a guest signing in', () => {
  it('enqueues exactly one player.linked event on sign-up, with the guest id', async () => {
    const { agent, guestId } = await guest();
    const wakesBefore = harness.relayWakes();
    const signUp = await agent
      .post('/api/auth/signup')
      .send({ email: 'new-player@example.com', password })
      .expect(201);

    const rows = await linkEvents();
    expect(rows).toHaveLength(1);
    const [row] = rows;
    expect(row.subject).toBe(subjects.playerLinked);
    const event = PlayerLinkedEvent.parse(row.payload);
    expect(event).toMatchObject({ guestId, userId: signUp.body.id, eventId: row.event_id });
    expect(Date.now() - Date.parse(event.linkedAt)).toBeLessThan(60_000);
    expect(harness.relayWakes()).toBe(wakesBefore + 1);
  });

  it('enqueues exactly one player.linked event on password sign-in', async () => {
    await request(harness.app)
      .post('/api/auth/signup')
      .send({ email: 'returning@example.com', password })
      .expect(201);
    const { agent, guestId } = await guest();
    const signIn = await agent
      .post('/api/auth/login')
      .send({ email: 'returning@example.com', password })
      .expect(200);

    const rows = await linkEvents();
    expect(rows).toHaveLength(1);
    expect(rows[0].payload).toMatchObject({ guestId, userId: signIn.body.id });
  });

  it('enqueues nothing when the sign-in fails', async () => {
    const { agent } = await guest();
    await agent
      .post('/api/auth/login')
      .send({ email: 'returning@example.com', password: 'wrong password' })
      .expect(401);
    await agent
      .post('/api/auth/signup')
      .send({ email: 'returning@example.com', password })
      .expect(409);
    expect(await outbox()).toEqual([]);
  });

  it('enqueues nothing for a session that was not a guest', async () => {
    const agent = request.agent(harness.app);
    await agent
      .post('/api/auth/signup')
      .send({ email: 'no-guest@example.com', password })
      .expect(201);
    // Signed in already: signing in again links no guest.
    await agent
      .post('/api/auth/login')
      .send({ email: 'no-guest@example.com', password })
      .expect(200);
    expect(await linkEvents()).toEqual([]);
  });
});

describe('every sign-in', () => {
  it("enqueues the player's public leaderboard name", async () => {
    const signUp = await request(harness.app)
      .post('/api/auth/signup')
      .send({ email: 'named@example.com', password, firstName: 'Ada', lastName: 'Lovelace' })
      .expect(201);
    await request(harness.app)
      .post('/api/auth/login')
      .send({ email: 'named@example.com', password })
      .expect(200);

    const rows = await outbox(subjects.playerProfile);
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(PlayerProfileEvent.parse(row.payload)).toMatchObject({
        userId: signUp.body.id,
        displayName: 'Ada L.',
        eventId: row.event_id,
      });
    }
  });
});
