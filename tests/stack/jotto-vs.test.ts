import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Knex } from '@hub/kit';
import { JottoMatch, JottoMatchList } from '@hub/proto';
import { startTestStack, type TestStack } from '../support/stack';
import { Browserish } from '../support/http';
import { signUpVerified } from '../support/accounts';

type Answer = Awaited<ReturnType<Browserish['get']>>;

/** A signed-in player whose every answer is kept, to look for leaked words afterwards. */
class Player {
  readonly answers: Answer[] = [];
  constructor(
    readonly tab: Browserish,
    readonly id: string,
  ) {}

  async get(path: string) {
    const answer = await this.tab.get(path);
    this.answers.push(answer);
    return answer;
  }

  async post(path: string, body?: unknown) {
    const answer = await this.tab.post(path, body);
    this.answers.push(answer);
    return answer;
  }

  sawWord(word: string): boolean {
    return this.answers.some((answer) => answer.text.toLowerCase().includes(word));
  }
}

describe('Jotto VS through the gateway', () => {
  let stack: TestStack;
  let db: Knex;

  beforeAll(async () => {
    stack = await startTestStack({ env: { SIGN_UPS_PER_ADDRESS_PER_HOUR: '1000' } });
    db = createDb(stack.databaseUrl, 'jotto');
  });

  afterAll(async () => {
    await db?.destroy();
    await stack?.stop();
  });

  async function player(name: string): Promise<Player> {
    const tab = new Browserish(stack.url);
    const user = await signUpVerified(stack, tab, {
      email: `${name}-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`,
      password: 'correct horse battery',
      firstName: name,
    });
    return new Player(tab, user.id);
  }

  /** A created and joined match: `first` (the creator) holds CRANE and moves first, `second` PILOT. */
  async function activeMatch() {
    const first = await player('Ann');
    const second = await player('Bob');
    const created = await first.post('/api/jotto/match', { word: 'crane' });
    expect(created.status).toBe(201);
    const id: string = created.json.id;
    const joined = await second.post(`/api/jotto/match/${id}/word`, { word: 'PILOT' });
    expect(joined.status).toBe(200);
    return { first, second, id };
  }

  it('is for signed-in players only', async () => {
    const guest = new Browserish(stack.url);
    const someId = '00000000-0000-4000-8000-000000000000';
    for (const answer of [
      await guest.get('/api/jotto/matches'),
      await guest.post('/api/jotto/match', {}),
      await guest.get(`/api/jotto/match/${someId}`),
      await guest.post(`/api/jotto/match/${someId}/word`, { word: 'crane' }),
      await guest.post(`/api/jotto/match/${someId}/guess`, { guess: 'crane' }),
    ]) {
      expect(answer.status).toBe(401);
      expect(answer.json).toEqual({ message: 'Sign in to play VS matches' });
    }
  });

  it('refuses bad secret words with their messages', async () => {
    const ann = await player('Ann');
    const cases: Array<[unknown, string]> = [
      ['cran', 'Secret word must be exactly 5 letters'],
      ['cr4ne', 'Secret word must contain only letters'],
      ['hello', 'Secret word cannot have repeated letters'],
      ['qzxvb', "That's not a valid 5-letter word"],
    ];
    for (const [word, message] of cases) {
      const answer = await ann.post('/api/jotto/match', { word });
      expect(answer.status, String(word)).toBe(400);
      expect(answer.json).toEqual({ message });
    }
    // An empty body creates a match; the creator gives the word next (docs/rules.md#jotto-vs).
    const created = await ann.post('/api/jotto/match', {});
    expect(created.status).toBe(201);
    const id = created.json.id;
    const bob = await player('Bob');
    const tooEarly = await bob.post(`/api/jotto/match/${id}/word`, { word: 'pilot' });
    expect(tooEarly.status).toBe(409);
    expect((await ann.post(`/api/jotto/match/${id}/word`, { word: 'hello' })).json).toEqual({
      message: 'Secret word cannot have repeated letters',
    });
    const set = await ann.post(`/api/jotto/match/${id}/word`, { word: 'crane' });
    expect(JottoMatch.parse(set.json)).toMatchObject({ status: 'waiting', player1Word: 'CRANE' });
    expect((await ann.post(`/api/jotto/match/${id}/word`, { word: 'pilot' })).status).toBe(409);
  });

  it('plays a match in strict turns and keeps each word from the opponent until it ends', async () => {
    const ann = await player('Ann');
    const bob = await player('Bob');
    const created = await ann.post('/api/jotto/match', { word: 'crane' });
    const id: string = created.json.id;

    // Bob opens the shared link: the match is waiting and shows him nothing of Ann's word.
    const waiting = JottoMatch.parse((await bob.get(`/api/jotto/match/${id}`)).json);
    expect(waiting).toMatchObject({ status: 'waiting', player1Word: null, player1Ready: true });
    expect((await bob.post(`/api/jotto/match/${id}/guess`, { guess: 'stick' })).status).toBe(403);

    const joined = JottoMatch.parse(
      (await bob.post(`/api/jotto/match/${id}/word`, { word: 'pilot' })).json,
    );
    expect(joined).toMatchObject({
      status: 'active',
      player1Id: ann.id,
      player2Id: bob.id,
      currentTurn: ann.id,
      player1Word: null,
      player2Word: 'PILOT',
    });

    // The creator moves first; nobody moves twice in a row.
    const early = await bob.post(`/api/jotto/match/${id}/guess`, { guess: 'stick' });
    expect(early.status).toBe(409);
    expect(early.json).toEqual({ message: "It's not your turn" });

    const annFirst = await ann.post(`/api/jotto/match/${id}/guess`, { guess: 'split' });
    expect(annFirst.json).toEqual({ isCorrect: false, matchingLetters: 4, targetWord: null });
    const twice = await ann.post(`/api/jotto/match/${id}/guess`, { guess: 'plots' });
    expect(twice.status).toBe(409);
    expect(twice.json.message).toBe("It's not your turn");

    expect((await bob.post(`/api/jotto/match/${id}/guess`, { guess: 'eerie' })).json).toEqual({
      isCorrect: false,
      matchingLetters: 2,
      targetWord: null,
    });
    const badGuess = await ann.post(`/api/jotto/match/${id}/guess`, { guess: 'qzxvb' });
    expect(badGuess.json).toEqual({ message: "That's not a valid 5-letter word" });
    const repeat = await ann.post(`/api/jotto/match/${id}/guess`, { guess: 'SPLIT' });
    expect(repeat.json).toEqual({ message: "You've already tried that word" });
    expect((await ann.post(`/api/jotto/match/${id}/guess`, { guess: 'plots' })).status).toBe(200);

    // Names are the ones auth announced at sign-up (player.profile), never one a request claims.
    let during = JottoMatch.parse((await ann.get(`/api/jotto/match/${id}`)).json);
    for (let tries = 0; tries < 50 && during.player2Name !== 'Bob'; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      during = JottoMatch.parse((await ann.get(`/api/jotto/match/${id}`)).json);
    }
    expect(during).toMatchObject({ player1Name: 'Ann', player2Name: 'Bob' });
    expect(during.player1Guesses.map((guess) => guess.guess)).toEqual(['SPLIT', 'PLOTS']);
    expect(during.player2Guesses).toEqual([{ guess: 'EERIE', matchingLetters: 2 }]);
    expect(during.currentTurn).toBe(bob.id);
    await ann.get('/api/jotto/matches');
    await bob.get('/api/jotto/matches');
    await bob.get(`/api/jotto/match/${id}`);

    expect(ann.sawWord('pilot')).toBe(false);
    expect(bob.sawWord('crane')).toBe(false);

    const win = await bob.post(`/api/jotto/match/${id}/guess`, { guess: 'Crane' });
    expect(win.json).toEqual({ isCorrect: true, matchingLetters: 5, targetWord: 'CRANE' });

    const over = JottoMatch.parse((await ann.get(`/api/jotto/match/${id}`)).json);
    expect(over).toMatchObject({
      status: 'completed',
      winnerId: bob.id,
      currentTurn: null,
      player1Word: 'CRANE',
      player2Word: 'PILOT',
    });
    const late = await ann.post(`/api/jotto/match/${id}/guess`, { guess: 'pilot' });
    expect(late.status).toBe(409);
    expect(late.json).toEqual({ message: 'This match is already over' });

    const list = JottoMatchList.parse((await bob.get('/api/jotto/matches')).json);
    expect(list.find((match) => match.id === id)).toMatchObject({ status: 'completed' });

    // One event per player: the winner's and the loser's, each naming the opponent and the match
    // (the leaderboard rates the match once, from either).
    const events = await db('outbox')
      .select('payload')
      .whereRaw(`payload->>'mode' = 'vs'`)
      .whereRaw(`payload->>'playerId' IN (?, ?)`, [ann.id, bob.id]);
    const byPlayer = Object.fromEntries(events.map(({ payload }) => [payload.playerId, payload]));
    expect(events).toHaveLength(2);
    expect(byPlayer[bob.id]).toMatchObject({
      game: 'jotto',
      userId: bob.id,
      mode: 'vs',
      won: true,
      attempts: 2,
      score: 950,
      opponentId: ann.id,
      matchId: id,
    });
    expect(byPlayer[ann.id]).toMatchObject({
      mode: 'vs',
      won: false,
      attempts: 2,
      score: 0,
      opponentId: bob.id,
      matchId: id,
    });
  });

  it('keeps a third player out of a match under way', async () => {
    const { id } = await activeMatch();
    const carol = await player('Carol');
    const read = await carol.get(`/api/jotto/match/${id}`);
    expect(read.status).toBe(403);
    expect(read.json).toEqual({ message: 'This match is between two other players' });
    expect((await carol.post(`/api/jotto/match/${id}/guess`, { guess: 'crane' })).status).toBe(403);
    expect((await carol.post(`/api/jotto/match/${id}/word`, { word: 'stick' })).status).toBe(403);
    expect(carol.sawWord('crane') || carol.sawWord('pilot')).toBe(false);
    const list = JottoMatchList.parse((await carol.get('/api/jotto/matches')).json);
    expect(list).toEqual([]);

    for (const missing of ['00000000-0000-4000-8000-000000000000', 'not-a-match-id']) {
      const answer = await carol.get(`/api/jotto/match/${missing}`);
      expect(answer.status).toBe(404);
      expect(answer.json).toEqual({ message: 'Match Not Found' });
    }
  });

  it('lets only one of many simultaneous winning guesses win', async () => {
    const { first, second, id } = await activeMatch();
    const answers = await Promise.all([
      ...Array.from({ length: 4 }, () =>
        first.post(`/api/jotto/match/${id}/guess`, { guess: 'pilot' }),
      ),
      ...Array.from({ length: 4 }, () =>
        second.post(`/api/jotto/match/${id}/guess`, { guess: 'crane' }),
      ),
    ]);
    const wins = answers.filter((answer) => answer.status === 200 && answer.json.isCorrect);
    expect(wins).toHaveLength(1);
    for (const answer of answers) expect([200, 409]).toContain(answer.status);

    const match = JottoMatch.parse((await first.get(`/api/jotto/match/${id}`)).json);
    expect(match).toMatchObject({ status: 'completed', winnerId: first.id });
    expect(match.player1Guesses).toHaveLength(1);
    expect(match.player2Guesses).toHaveLength(0);
    const events = await db('outbox')
      .select('payload')
      .whereRaw(`payload->>'playerId' IN (?, ?)`, [first.id, second.id]);
    expect(events).toHaveLength(2);
  });
});
