// Issue 13, "Slurs get through": through the gateway, a slur in any form is refused wherever a
// player types a word or a public name, and nothing is stored.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browserish } from '../support/http';
import { startTestStack, type TestStack } from '../support/stack';

const PASSWORD = 'correct horse battery';

describe('word safety through the gateway', () => {
  let stack: TestStack;
  let database: pg.Client;

  beforeAll(async () => {
    stack = await startTestStack({ env: { SIGN_UPS_PER_ADDRESS_PER_HOUR: '1000' } });
    database = new pg.Client({ connectionString: stack.databaseUrl });
    await database.connect();
  });
  afterAll(async () => {
    await database?.end();
    await stack?.stop();
  });

  it('refuses a slur in a name at sign-up, however it is spelled, and stores nothing', async () => {
    for (const firstName of ['N1gg3r', 'F a g g o t', 'xXretardXx', 'Faggots', 'niiigger']) {
      const email = `named-${randomUUID()}@example.com`;
      const signUp = await new Browserish(stack.url).post('/api/auth/signup', {
        email,
        password: PASSWORD,
        firstName,
      });
      expect(signUp.status, firstName).toBe(400);
      expect(signUp.json, firstName).toEqual({ message: 'Please choose another name' });
      const stored = await database.query('select 1 from auth.users where email = $1', [email]);
      expect(stored.rowCount, firstName).toBe(0);
      expect(stack.mailbox.pending(email), firstName).toEqual([]);
    }
    // The same check does not stand in an ordinary player's way.
    const ordinary = await new Browserish(stack.url).post('/api/auth/signup', {
      email: `spicer-${randomUUID()}@example.com`,
      password: PASSWORD,
      firstName: 'Ada',
      lastName: 'Spicer',
    });
    expect(ordinary.status).toBe(201);
  });

  it('judges a name whole: real names that hold a flagged word pass, the word alone does not (issue 33)', async () => {
    const signUp = (firstName: string, lastName?: string) =>
      new Browserish(stack.url).post('/api/auth/signup', {
        email: `named-${randomUUID()}@example.com`,
        password: PASSWORD,
        firstName,
        lastName,
      });
    for (const [first, last] of [
      ['Kike', 'García'],
      ['Dick', 'Van Dyke'],
      ['Ada', 'Snigger'],
      ['Lina', 'Panigrahi'],
    ] as const) {
      expect((await signUp(first, last)).status, `${first} ${last}`).toBe(201);
    }
    for (const [first, last] of [['Kike'], ['Prick'], ['Ada', 'Rapes'], ['f\u0430ggot']] as const) {
      const refused = await signUp(first, last);
      expect(refused.status, first).toBe(400);
      expect(refused.json, first).toEqual({ message: 'Please choose another name' });
    }
  });

  it('does not accept a form of a slur as a Wordree word', async () => {
    const tab = new Browserish(stack.url);
    for (const word of ['faggots', 'niggers', 'retards', 'chinks']) {
      const answer = await tab.get(`/api/dictionary/validate/${word}`);
      expect(answer.status, word).toBe(404);
    }
    expect((await tab.get('/api/dictionary/validate/spicy')).status).toBe(200);
  });

  it('refuses a slur as a Jotto guess and as a VS secret word', async () => {
    const tab = new Browserish(stack.url);
    for (const guess of ['bitch', 'chink', 'dykes']) {
      const answer = await tab.post('/api/jotto/daily/guess', { guess });
      expect(answer.status, guess).toBe(400);
      expect(answer.json.message, guess).toBe("That's not a valid 5-letter word");
    }
    const daily = await tab.get('/api/jotto/daily');
    expect(daily.json.guesses).toEqual([]);

    const player = new Browserish(stack.url);
    const email = `vs-${randomUUID()}@example.com`;
    await player.post('/api/auth/signup', { email, password: PASSWORD });
    await player.post('/api/auth/login', { email, password: PASSWORD });
    const match = await player.post('/api/jotto/match', { word: 'bitch' });
    expect(match.status).toBe(400);
    expect(match.json.message).toBe("That's not a valid 5-letter word");
    // A crude or violent word may be guessed, but not shown to an opponent as a secret.
    const crude = await player.post('/api/jotto/match', { word: 'prick' });
    expect(crude.status).toBe(400);
    expect(crude.json.message).toBe(
      'Please choose another secret word: your opponent sees it when the match ends',
    );
  });

  it('refuses a slur as a Wordree leaderboard name before anything else', async () => {
    const tab = new Browserish(stack.url);
    const submit = await tab.post('/api/daily-puzzle/submit', {
      dailyPuzzleId: 1,
      gameId: randomUUID(),
      displayName: 'Sl00t Bitch3s',
      score: 0,
      wordChain: [],
    });
    expect(submit.status).toBe(400);
    expect(submit.json).toEqual({ message: 'Please choose another name' });
  });
});
