import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Knex } from '@hub/kit';
import {
  addDays,
  BloomChallenge,
  boardWithStarters,
  CreatedChallenge,
  dayKey,
  emptyNotes,
  JottoChallenge,
  WordreeChallenge,
  puzzleNumber,
  WordreeGame,
  type BloomBoard,
  type PlayedWord,
} from '@hub/proto';
import { signUpVerified } from '../support/accounts';
import { eventually } from '../support/eventually';
import { Browserish } from '../support/http';
import { insertBloomDay, insertWordreeDay, type StoredGarden } from '../support/past-days';
import type { TestStack } from '../support/stack';
import { TOPOLOGIES } from '../support/topologies';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const NO_SUCH_CHALLENGE = { message: 'No such challenge' };
const NOT_FINISHED = { message: "Finish that day's puzzle before challenging a friend to it" };
/** Real words; wrong guesses at any word below that is not one of them. */
const JOTTO_WORDS = ['crane', 'pilot', 'mouth', 'fudge', 'stick', 'brown'];

/** What a player who has not finished the day may see of a challenge: no result, no figure. */
const BEFORE_FINISHING = ['id', 'day', 'number', 'today', 'challenger', 'isChallenger', 'result'];

describe.each(TOPOLOGIES)('Challenges through the gateway, %s', (_, startStack) => {
  let stack: TestStack;
  const today = dayKey();
  const yesterday = addDays(today, -1);

  beforeAll(async () => {
    stack = await startStack({ env: { SIGN_UPS_PER_ADDRESS_PER_HOUR: '1000' } });
  });

  afterAll(async () => {
    await stack?.stop();
  });

  async function signedIn(firstName: string, lastName: string) {
    const tab = new Browserish(stack.url);
    const user = await signUpVerified(stack, tab, {
      email: `${firstName.toLowerCase()}-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`,
      password: 'correct horse battery',
      firstName,
      lastName,
    });
    return { tab, userId: user.id };
  }

  /** The answers every game gives a challenge address that names none. */
  async function expectUnknownChallenges(game: string, tab: Browserish) {
    for (const id of [UNKNOWN_ID, 'not-a-uuid', '1']) {
      const answer = await tab.get(`/api/${game}/challenges/${id}`);
      expect(answer.status).toBe(404);
      expect(answer.json).toEqual(NO_SUCH_CHALLENGE);
    }
    for (const body of [{}, { day: 'yesterday' }, { day: 20260101 }]) {
      const answer = await tab.post(`/api/${game}/challenges`, body);
      expect(answer.status).toBe(400);
      expect(answer.json).toEqual({ message: expect.any(String) });
    }
  }

  describe('Jotto', () => {
    let db: Knex;
    let words: Record<string, string>;

    beforeAll(async () => {
      db = createDb(stack.databaseUrl, 'jotto');
      expect((await new Browserish(stack.url).get('/api/jotto/daily')).status).toBe(200);
      const todays = await db('daily_puzzles').first('word', 'number').where({ day: today });
      const past = JOTTO_WORDS.find((word) => word !== todays.word)!;
      await db('daily_puzzles').insert({ day: yesterday, number: todays.number - 1, word: past });
      words = { [today]: todays.word, [yesterday]: past };
    });

    afterAll(async () => {
      await db?.destroy();
    });

    const wrong = (day: string) => JOTTO_WORDS.filter((word) => word !== words[day]);

    /** Solves a day with `misses` wrong guesses first: today's daily, or a past day's archive. */
    async function solve(tab: Browserish, day: string, misses: number) {
      const path = day === today ? '/api/jotto/daily/guess' : `/api/jotto/archive/${day}/guess`;
      for (const guess of [...wrong(day).slice(0, misses), words[day]]) {
        expect((await tab.post(path, { guess })).status).toBe(200);
      }
    }

    const gameOf = async (day: string, playerId: string) => {
      const row = await db('daily_games').first().where({ day, player_id: playerId });
      return { score: row.score, guesses: row.attempts, timeTaken: row.time_taken };
    };

    it("needs a solved day, and gives a friend today's result only once they have solved it", async () => {
      const ada = await signedIn('Ada', 'Lovelace');
      const refused = await ada.tab.post('/api/jotto/challenges', { day: today });
      expect(refused.status).toBe(409);
      expect(refused.json).toEqual(NOT_FINISHED);
      await solve(ada.tab, today, 2);

      const created = await ada.tab.post('/api/jotto/challenges', { day: today });
      expect(created.status).toBe(200);
      const { id } = CreatedChallenge.parse(created.json);
      const again = await ada.tab.post('/api/jotto/challenges', { day: today });
      expect(again.json).toEqual({ id });
      const own = JottoChallenge.parse((await ada.tab.get(`/api/jotto/challenges/${id}`)).json);
      expect(own).toMatchObject({ isChallenger: true, today: true });

      // A guest opens the link: who and which puzzle, nothing of Ada's game.
      const bob = new Browserish(stack.url);
      const opened = await eventually(
        async () => (await bob.get(`/api/jotto/challenges/${id}`)).json,
        (json) => (json as JottoChallenge).challenger === 'Ada L.',
      );
      const { number } = await db('daily_puzzles').first('number').where({ day: today });
      expect(opened).toEqual({
        id,
        day: today,
        number,
        today: true,
        challenger: 'Ada L.',
        isChallenger: false,
        result: null,
      });
      expect(Object.keys(opened as object).sort()).toEqual([...BEFORE_FINISHING].sort());

      // One guess beats three.
      await solve(bob, today, 0);
      const bobs = JottoChallenge.parse((await bob.get(`/api/jotto/challenges/${id}`)).json);
      const adas = await gameOf(today, ada.userId);
      expect(bobs.result?.theirs).toEqual(adas);
      expect(bobs.result?.yours.guesses).toBe(1);
      expect(bobs.result?.verdict).toBe('won');

      // Four lose to three; the score is the board's first word, the guesses its second.
      const cleo = new Browserish(stack.url);
      await solve(cleo, today, 3);
      const cleos = JottoChallenge.parse((await cleo.get(`/api/jotto/challenges/${id}`)).json);
      expect(cleos.result).toMatchObject({ theirs: adas, verdict: 'lost' });
      expect(cleos.result!.yours.score).toBeLessThan(adas.score);
    });

    it("plays a past day's challenge in the archive, and follows a guest challenger to their account", async () => {
      const guest = new Browserish(stack.url);
      await solve(guest, yesterday, 1);
      const { id } = CreatedChallenge.parse(
        (await guest.post('/api/jotto/challenges', { day: yesterday })).json,
      );
      const friend = new Browserish(stack.url);
      const opened = JottoChallenge.parse((await friend.get(`/api/jotto/challenges/${id}`)).json);
      expect(opened).toMatchObject({ today: false, result: null, isChallenger: false });
      expect(opened.challenger).toMatch(/^Guest #\d{4}$/);

      // The guest signs up: their game moves to the account, and the challenge with it.
      await signUpVerified(stack, guest, {
        email: `grace-${Date.now()}@example.com`,
        password: 'correct horse battery',
        firstName: 'Grace',
        lastName: 'Hopper',
      });
      const named = await eventually(
        async () => JottoChallenge.parse((await friend.get(`/api/jotto/challenges/${id}`)).json),
        (challenge) => challenge.challenger === 'Grace H.',
      );
      expect(named.challenger).toBe('Grace H.');
      const mine = JottoChallenge.parse((await guest.get(`/api/jotto/challenges/${id}`)).json);
      expect(mine.isChallenger).toBe(true);

      await solve(friend, yesterday, 1);
      const judged = JottoChallenge.parse((await friend.get(`/api/jotto/challenges/${id}`)).json);
      expect(judged.result?.theirs.guesses).toBe(2);
      expect(judged.result?.yours.guesses).toBe(2);
      const { yours, theirs } = judged.result!;
      expect(judged.result?.verdict).toBe(
        yours.score > theirs.score ? 'won' : yours.score < theirs.score ? 'lost' : 'tied',
      );
    });

    it('answers 404 for an unknown or malformed id, 400 for a bad day, 409 for an unplayed day', async () => {
      const tab = new Browserish(stack.url);
      await expectUnknownChallenges('jotto', tab);
      for (const day of [yesterday, addDays(today, 1), addDays(today, -400)]) {
        const answer = await tab.post('/api/jotto/challenges', { day });
        expect(answer.status).toBe(409);
        expect(answer.json).toEqual(NOT_FINISHED);
      }
    });
  });

  describe('Bloom', () => {
    let db: Knex;
    let garden: StoredGarden;
    /** The solution's first row and the starters: an archive garden's first move. */
    let firstMove: BloomBoard;

    beforeAll(async () => {
      db = createDb(stack.databaseUrl, 'bloom');
      garden = await insertBloomDay(db, yesterday, `challenge-${yesterday}`);
      firstMove = boardWithStarters(garden.starters);
      firstMove[0] = [...garden.solution[0]!];
    });

    afterAll(async () => {
      await db?.destroy();
    });

    const archive = (call = '') => `/api/bloom/archive/${yesterday}${call}`;

    /** Finishes yesterday's garden in the archive; its clock started `secondsAgo` before. */
    async function finish(tab: Browserish, playerId: string | null, secondsAgo: number) {
      const saved = await tab.post(archive('/state/save'), {
        board: firstMove,
        notes: emptyNotes(),
        timeElapsed: 12,
        hintsUsed: 0,
        completed: false,
      });
      expect(saved.status, saved.text).toBe(200);
      if (playerId) {
        await db('player_states')
          .where({ puzzle_id: garden.id, player_id: playerId })
          .update({ started_at: db.raw('now() - make_interval(secs => ?)', [secondsAgo]) });
      }
      const scored = await tab.post(archive('/score'), {
        board: garden.solution,
        timeTaken: 30,
        hintsUsed: 0,
      });
      expect(scored.status, scored.text).toBe(201);
    }

    const scoreOf = async (playerId: string) => {
      const row = await db('scores').first().where({ puzzle_id: garden.id, player_id: playerId });
      return { score: row.score, timeTaken: row.time_taken, hints: row.hints_used };
    };

    it("plays a past day's challenge in the archive: the faster garden wins", async () => {
      const ada = await signedIn('Ada', 'Byron');
      const refused = await ada.tab.post('/api/bloom/challenges', { day: yesterday });
      expect(refused.status).toBe(409);
      expect(refused.json).toEqual(NOT_FINISHED);
      await finish(ada.tab, ada.userId, 600);
      const { id } = CreatedChallenge.parse(
        (await ada.tab.post('/api/bloom/challenges', { day: yesterday })).json,
      );
      expect((await ada.tab.post('/api/bloom/challenges', { day: yesterday })).json).toEqual({
        id,
      });

      const bob = await signedIn('Bob', 'Marley');
      const opened = await eventually(
        async () => (await bob.tab.get(`/api/bloom/challenges/${id}`)).json,
        (json) => (json as BloomChallenge).challenger === 'Ada B.',
      );
      expect(opened).toEqual({
        id,
        day: yesterday,
        number: garden.number,
        today: false,
        challenger: 'Ada B.',
        isChallenger: false,
        result: null,
      });

      await finish(bob.tab, bob.userId, 60);
      const judged = BloomChallenge.parse((await bob.tab.get(`/api/bloom/challenges/${id}`)).json);
      expect(judged.result).toEqual({
        yours: await scoreOf(bob.userId),
        theirs: await scoreOf(ada.userId),
        verdict: 'won',
      });
      // And from Ada's side, her own challenge.
      const own = BloomChallenge.parse((await ada.tab.get(`/api/bloom/challenges/${id}`)).json);
      expect(own.isChallenger).toBe(true);
    });

    it('answers 404 for an unknown or malformed id, 400 for a bad day', async () => {
      await expectUnknownChallenges('bloom', new Browserish(stack.url));
    });
  });

  describe('Wordree', () => {
    let db: Knex;
    let chain: PlayedWord[];

    beforeAll(async () => {
      db = createDb(stack.databaseUrl, 'wordree');
      expect((await new Browserish(stack.url).get('/api/puzzle-templates/daily')).status).toBe(200);
      const day = await insertWordreeDay(db, yesterday);
      chain = day.chain.slice(0, 3);
    });

    afterAll(async () => {
      await db?.destroy();
    });

    const archive = (rest = '') => `/api/wordree/archive/${yesterday}${rest}`;

    /** Plays `words` as yesterday's archive chain and hands it in. */
    async function finish(tab: Browserish, words: readonly PlayedWord[]) {
      const [first, ...rest] = words;
      const started = await tab.post(archive('/games'), { path: first!.path });
      expect(started.status, started.text).toBe(201);
      let game = WordreeGame.parse(started.json);
      for (const word of rest) {
        game = WordreeGame.parse((await tab.post(archive(`/games/${game.id}/words`), word)).json);
      }
      const handedIn = await tab.post(archive('/submit'), {
        gameId: game.id,
        score: game.score,
        wordChain: game.wordChain.map((played) => played.word),
      });
      expect(handedIn.status, handedIn.text).toBe(201);
      return game.score;
    }

    it('judges archive chains by score alone: fewer points lose, equal points tie', async () => {
      const ada = new Browserish(stack.url);
      const refused = await ada.post('/api/wordree/challenges', { day: yesterday });
      expect(refused.status).toBe(409);
      expect(refused.json).toEqual(NOT_FINISHED);
      const adaScore = await finish(ada, chain);
      const { id } = CreatedChallenge.parse(
        (await ada.post('/api/wordree/challenges', { day: yesterday })).json,
      );
      expect((await ada.post('/api/wordree/challenges', { day: yesterday })).json).toEqual({ id });

      const bob = new Browserish(stack.url);
      const opened = (await bob.get(`/api/wordree/challenges/${id}`)).json;
      expect(opened).toEqual({
        id,
        day: yesterday,
        number: puzzleNumber(yesterday),
        today: false,
        // An archive result carries no name: a guest's is 'Guest', as on no board at all.
        challenger: 'Guest',
        isChallenger: false,
        result: null,
      });
      const bobScore = await finish(bob, chain.slice(0, 2));
      const judged = WordreeChallenge.parse((await bob.get(`/api/wordree/challenges/${id}`)).json);
      expect(judged.result).toEqual({
        yours: { score: bobScore, words: 2 },
        theirs: { score: adaScore, words: 3 },
        verdict: 'lost',
      });

      const cleo = new Browserish(stack.url);
      await finish(cleo, chain);
      const tied = WordreeChallenge.parse((await cleo.get(`/api/wordree/challenges/${id}`)).json);
      expect(tied.result?.verdict).toBe('tied');
    });

    it('answers 404 for an unknown or malformed id, 400 for a bad day', async () => {
      await expectUnknownChallenges('wordree', new Browserish(stack.url));
    });
  });
});
