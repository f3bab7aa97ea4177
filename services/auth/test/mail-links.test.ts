import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DevMailbox } from '@hub/proto';
import { startAuthHarness, type AuthHarness } from './harness';

const password = 'correct horse battery staple';
/** Where the site listens in these tests: not the default port, and no PUBLIC_URL says otherwise. */
const SITE_URL = 'http://localhost:18080';
const MAILBOX = '/api/auth/dev/mailbox';
/** What any unknown path answers. */
const UNKNOWN = { message: `No API route for GET ${MAILBOX}` };

async function signUp(harness: AuthHarness, email: string) {
  await request(harness.app).post('/api/auth/signup').send({ email, password }).expect(201);
}

describe('mailed links, with PUBLIC_URL unset', () => {
  let harness: AuthHarness;
  beforeAll(async () => {
    // DEV_MAILBOX on, but the mail really goes out: nothing is kept to show.
    harness = await startAuthHarness({ DEV_MAILBOX: 'true' }, SITE_URL);
  });
  afterAll(() => harness?.stop());

  it('lead to where the site listens, from an address of its host', async () => {
    await signUp(harness, 'port@example.com');
    const mail = await harness.mailbox.next('port@example.com');
    expect(mail.text).toContain(`${SITE_URL}/verify-email#token=`);
    expect(mail.from).toContain('no-reply@localhost');
  });

  it('are not kept for the dev mailbox when they go out by SMTP', async () => {
    await request(harness.app).get(MAILBOX).expect(404, UNKNOWN);
  });
});

describe('the dev mailbox, turned on without SMTP', () => {
  let harness: AuthHarness;
  beforeAll(async () => {
    harness = await startAuthHarness({ SMTP_URL: '', DEV_MAILBOX: 'true' }, SITE_URL);
  });
  afterAll(() => harness?.stop());

  it("shows the mails to this machine's browser", async () => {
    await signUp(harness, 'local@example.com');
    const answer = await request(harness.app).get(MAILBOX).expect(200);
    const [mail] = DevMailbox.parse(answer.body).mails;
    expect(mail?.to).toBe('local@example.com');
    expect(mail?.text).toContain(`${SITE_URL}/verify-email#token=`);
  });

  it('answers any other client as an unknown path', async () => {
    await signUp(harness, 'remote@example.com');
    for (const client of ['203.0.113.9', '2001:db8::7', '::ffff:192.0.2.1']) {
      await request(harness.app).get(MAILBOX).set('x-forwarded-for', client).expect(404, UNKNOWN);
    }
  });
});

describe('the dev mailbox', () => {
  const closedWith = (env: Record<string, string>) => async () => {
    const harness = await startAuthHarness(env, SITE_URL);
    try {
      await signUp(harness, 'closed@example.com');
      await request(harness.app).get(MAILBOX).expect(404, UNKNOWN);
    } finally {
      await harness.stop();
    }
  };

  it('is closed without DEV_MAILBOX', closedWith({ SMTP_URL: '' }));

  it(
    'is closed in production',
    closedWith({ SMTP_URL: '', NODE_ENV: 'production', PUBLIC_URL: 'https://puzzles.example.com' }),
  );
});
