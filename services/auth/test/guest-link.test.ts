import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PlayerLinkedEvent, PlayerProfileEvent, subjects } from '@hub/proto';
import { tokenIn } from '../../../tests/support/mailbox';
import { signUpVerified, startAuthHarness, type AuthHarness } from './harness';

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
  it('enqueues exactly one player.linked event at sign-up, and none when the link is followed', async () => {
    const { agent, guestId } = await guest();
    const wakesBefore = harness.relayWakes();
    // Sign-up signs the new account in: the guest's progress moves to it then.
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

    // The link, followed in the same tab, verifies; the tab is no guest any more.
    const mail = await harness.mailbox.next('new-player@example.com');
    await agent
      .post('/api/auth/verify-email')
      .send({ token: tokenIn(mail, '/verify-email') })
      .expect(200);
    expect(await linkEvents()).toHaveLength(1);
  });

  it('enqueues exactly one player.linked event on password sign-in', async () => {
    await signUpVerified(harness, request.agent(harness.app), {
      email: 'returning@example.com',
      password,
    });
    await harness.db('outbox').del();
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
    await agent.post('/api/auth/verify-email').send({ token: 'not-a-token-we-sent' }).expect(400);
    expect(await outbox()).toEqual([]);
  });

  it('enqueues nothing for a session that was not a guest', async () => {
    const agent = request.agent(harness.app);
    await signUpVerified(harness, agent, { email: 'no-guest@example.com', password });
    await harness.db('outbox').del();
    // Signed in already: signing in again links no guest.
    await agent
      .post('/api/auth/login')
      .send({ email: 'no-guest@example.com', password })
      .expect(200);
    expect(await linkEvents()).toEqual([]);
  });
});

describe('every sign-in', () => {
  it("enqueues the player's public name and whether the e-mail is verified", async () => {
    await request(harness.app)
      .post('/api/auth/signup')
      .send({ email: 'named@example.com', password, firstName: 'Ada', lastName: 'Lovelace' })
      .expect(201);
    const mail = await harness.mailbox.next('named@example.com');
    const unverified = await request(harness.app)
      .post('/api/auth/login')
      .send({ email: 'named@example.com', password })
      .expect(200);
    await request(harness.app)
      .post('/api/auth/verify-email')
      .send({ token: tokenIn(mail, '/verify-email'), password })
      .expect(200);
    await request(harness.app)
      .post('/api/auth/login')
      .send({ email: 'named@example.com', password })
      .expect(200);

    // Sign-up (it signs in), the sign-in, the verification, the sign-in after it.
    const rows = await outbox(subjects.playerProfile);
    expect(rows.map((row: { payload: unknown }) => PlayerProfileEvent.parse(row.payload))).toEqual(
      [false, false, true, true].map((verified, index) =>
        expect.objectContaining({
          userId: unverified.body.id,
          displayName: 'Ada L.',
          verified,
          eventId: rows[index]!.event_id,
        }),
      ),
    );
  });
});
