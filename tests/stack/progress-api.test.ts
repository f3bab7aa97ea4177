import http from 'node:http';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, SESSION_COOKIE, type Knex } from '@hub/kit';
import {
  Achievement,
  addDays,
  dayKey,
  GameStat,
  Leaderboard,
  PROGRESS_STREAM_PATH,
} from '@hub/proto';
import {
  finishedGame,
  GameOutboxes,
  reportAndApply,
  type FinishedGame,
} from '../support/game-events';
import { Browserish } from '../support/http';
import { guestIdOf, signUpVerified } from '../support/accounts';
import { tokenIn } from '../support/mailbox';
import { startTestStack, type TestStack } from '../support/stack';

let stack: TestStack;
let games: GameOutboxes;
let progressDb: Knex;

beforeAll(async () => {
  stack = await startTestStack();
  games = new GameOutboxes(stack.databaseUrl);
  progressDb = createDb(stack.databaseUrl, 'leaderboard');
});
afterAll(async () => {
  await games?.close();
  await progressDb?.destroy();
  await stack?.stop();
});

const today = dayKey();
const daysAgo = (days: number) => addDays(today, -days);

const play = (...finished: FinishedGame[]) => reportAndApply(games, progressDb, ...finished);

async function signUp(firstName: string, lastName?: string, tab = new Browserish(stack.url)) {
  const email = `${firstName.toLowerCase()}-${randomUUID()}@example.com`;
  const user = await signUpVerified(stack, tab, {
    email,
    password: 'correct horse battery',
    firstName,
    ...(lastName ? { lastName } : {}),
  });
  return { tab, userId: user.id };
}

async function eventually<T>(what: string, probe: () => Promise<T>): Promise<NonNullable<T>> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const value = await probe();
    if (value) return value as NonNullable<T>;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('progress API for guests', () => {
  it('answers 401 with a message to guests for stats, achievements and their stream', async () => {
    const guest = new Browserish(stack.url);
    for (const path of ['/api/user/stats', '/api/user/achievements', PROGRESS_STREAM_PATH]) {
      const res = await guest.get(path);
      expect(res.status, path).toBe(401);
      expect(res.json, path).toEqual({ message: expect.stringMatching(/sign in/i) });
    }
  });
});

describe('stats and achievements', () => {
  it('answers zeros and 12 locked achievements to a new player', async () => {
    const { tab } = await signUp('Nova');
    const stats = await tab.get('/api/user/stats');
    expect(stats.status).toBe(200);
    expect(GameStat.strict().array().parse(stats.json)).toEqual([
      {
        gameType: 'wordree',
        gamesPlayed: 0,
        currentStreak: 0,
        longestStreak: 0,
        freezesHeld: 0,
        frozenDays: [],
      },
      {
        gameType: 'jotto',
        gamesPlayed: 0,
        currentStreak: 0,
        longestStreak: 0,
        freezesHeld: 0,
        frozenDays: [],
      },
      {
        gameType: 'bloom',
        gamesPlayed: 0,
        currentStreak: 0,
        longestStreak: 0,
        freezesHeld: 0,
        frozenDays: [],
      },
    ]);
    const achievements = Achievement.strict()
      .array()
      .parse((await tab.get('/api/user/achievements')).json);
    expect(achievements).toHaveLength(12);
    expect(new Set(achievements.map((a) => a.code)).size).toBe(12);
    expect(achievements.every((a) => !a.unlocked && a.unlockedAt === null)).toBe(true);
  });

  it("shows the player's counts, live and broken streaks, and unlocks with their dates", async () => {
    const { tab, userId } = await signUp('Stella');
    const mine = { playerId: userId, userId };
    const [, , lastJotto] = await play(
      finishedGame({ ...mine, game: 'jotto', day: daysAgo(2), won: false, attempts: 9 }),
      finishedGame({ ...mine, game: 'jotto', day: daysAgo(1), won: false, attempts: 9 }),
      finishedGame({ ...mine, game: 'jotto', day: today, mode: 'daily', won: true, attempts: 4 }),
      finishedGame({ ...mine, game: 'bloom', day: daysAgo(5), won: true, hintsUsed: 2 }),
      finishedGame({ ...mine, game: 'bloom', day: daysAgo(4), won: true, hintsUsed: 1 }),
    );

    const stats = GameStat.array().parse((await tab.get('/api/user/stats')).json);
    expect(stats).toEqual([
      {
        gameType: 'wordree',
        gamesPlayed: 0,
        currentStreak: 0,
        longestStreak: 0,
        freezesHeld: 0,
        frozenDays: [],
      },
      {
        gameType: 'jotto',
        gamesPlayed: 3,
        currentStreak: 3,
        longestStreak: 3,
        freezesHeld: 0,
        frozenDays: [],
      },
      // Not played yesterday or today: the streak is over, the best remains.
      {
        gameType: 'bloom',
        gamesPlayed: 2,
        currentStreak: 0,
        longestStreak: 2,
        freezesHeld: 0,
        frozenDays: [],
      },
    ]);

    const achievements = Achievement.array().parse((await tab.get('/api/user/achievements')).json);
    const unlocked = Object.fromEntries(
      achievements.filter((a) => a.unlocked).map((a) => [a.code, a.unlockedAt]),
    );
    expect(Object.keys(unlocked).sort()).toEqual([
      'first_bloom',
      'first_jotto',
      'jotto_daily_five_guesses',
      'streak_3',
    ]);
    expect(unlocked.jotto_daily_five_guesses).toBe(lastJotto!.finishedAt);
    expect(unlocked.streak_3).toBe(lastJotto!.finishedAt);
  });
});

/** Waits until the leaderboard knows these accounts' names (auth's player.profile events). */
async function namesKnown(...userIds: string[]) {
  await eventually('the profile events to be applied', async () => {
    const rows = await progressDb('players')
      .whereIn('player_id', userIds)
      .whereNotNull('display_name');
    return rows.length === userIds.length;
  });
}

/**
 * Verified accounts as the leaderboard knows them from auth's `player.profile` events, written
 * straight into its players table: fifty real sign-ups would only slow the test down.
 */
async function verifiedRivals(count: number): Promise<string[]> {
  const ids = Array.from({ length: count }, () => randomUUID());
  await progressDb('players').insert(
    ids.map((id) => ({
      player_id: id,
      is_guest: false,
      display_name: 'Rival R.',
      verified: true,
      name_updated_at: new Date().toISOString(),
    })),
  );
  return ids;
}

describe('global leaderboards', () => {
  it('ranks the top 50 by points in the period, ties sharing a rank, and adds your own', async () => {
    const { tab: ada, userId: adaId } = await signUp('Ada', 'Lovelace');
    const { userId: graceId } = await signUp('Grace', 'Hopper');
    const rivals = await verifiedRivals(50);
    await play(
      // Grace and the first rival tie at the top today: both rank 1, and the next is rank 3.
      finishedGame({ playerId: graceId, userId: graceId, game: 'wordree', score: 900 }),
      finishedGame({ playerId: rivals[0]!, userId: rivals[0]!, game: 'wordree', score: 600 }),
      finishedGame({ playerId: rivals[0]!, userId: rivals[0]!, game: 'wordree', score: 300 }),
      finishedGame({
        playerId: rivals[0]!,
        userId: rivals[0]!,
        game: 'wordree',
        score: 400,
        day: daysAgo(6),
      }),
      ...rivals
        .slice(1)
        .map((playerId, index) =>
          finishedGame({ playerId, userId: playerId, game: 'wordree', score: 800 - index }),
        ),
      // Ada is 52nd today; her 2000 points of eight days ago count only for all time.
      finishedGame({ playerId: adaId, userId: adaId, game: 'wordree', score: 5 }),
      finishedGame({
        playerId: adaId,
        userId: adaId,
        game: 'wordree',
        score: 2000,
        day: daysAgo(7),
      }),
      // Other games do not count.
      finishedGame({ playerId: adaId, userId: adaId, game: 'jotto', score: 5000 }),
    );
    await namesKnown(adaId, graceId);

    const board = async (period: string) => {
      const res = await ada.get(`/api/leaderboards/wordree?period=${period}`);
      expect(res.status).toBe(200);
      return Leaderboard.strict().parse(res.json);
    };

    const todayBoard = await board('today');
    expect(todayBoard).toMatchObject({ game: 'wordree', period: 'today', from: today, to: today });
    expect(todayBoard.entries).toHaveLength(50);
    const top = todayBoard.entries.slice(0, 3);
    expect(top.map((entry) => [entry.rank, entry.points])).toEqual([
      [1, 900],
      [1, 900],
      [3, 800],
    ]);
    expect(top.map((entry) => entry.displayName).sort()).toEqual([
      'Grace H.',
      'Rival R.',
      'Rival R.',
    ]);
    expect(todayBoard.entries.at(-1)).toMatchObject({ rank: 50, points: 753 });
    expect(todayBoard.entries.some((entry) => entry.isYou)).toBe(false);
    expect(todayBoard.you).toEqual({ rank: 52, displayName: 'Ada L.', points: 5, isYou: true });

    const week = await board('week');
    expect(week).toMatchObject({ from: daysAgo(6), to: today });
    expect(week.entries[0]).toEqual({
      rank: 1,
      displayName: 'Rival R.',
      points: 1300,
      isYou: false,
    });
    expect(week.you?.rank).toBe(52);

    const allTime = await board('all');
    expect(allTime.from).toBeNull();
    expect(allTime.entries[0]).toEqual({
      rank: 1,
      displayName: 'Ada L.',
      points: 2005,
      isYou: true,
    });
    expect(allTime.you).toEqual(allTime.entries[0]);

    // Guests may look too, and the period defaults to today.
    const guestView = Leaderboard.parse(
      (await new Browserish(stack.url).get('/api/leaderboards/wordree')).json,
    );
    expect(guestView).toMatchObject({ period: 'today', you: null, notListed: null });
    expect(guestView.entries).toEqual(todayBoard.entries);
  });

  it('ranks verified accounts only: a guest and an unverified account see their points, unranked', async () => {
    const guest = new Browserish(stack.url);
    const guestId = await guestIdOf(stack, guest);
    const email = `unverified-${randomUUID()}@example.com`;
    const unverified = new Browserish(stack.url);
    expect(
      (await unverified.post('/api/auth/signup', { email, password: 'correct horse battery' }))
        .status,
    ).toBe(201);
    const signIn = await unverified.post('/api/auth/login', {
      email,
      password: 'correct horse battery',
    });
    const unverifiedId = signIn.json.id as string;
    expect(signIn.json.emailVerified).toBe(false);
    await play(
      finishedGame({ playerId: guestId, game: 'jotto', score: 990_000 }),
      finishedGame({ playerId: unverifiedId, userId: unverifiedId, game: 'jotto', score: 980_000 }),
    );

    const boardFor = async (tab: Browserish) =>
      Leaderboard.parse((await tab.get('/api/leaderboards/jotto?period=all')).json);
    const guestBoard = await boardFor(guest);
    expect(guestBoard.entries.map((entry) => entry.points)).not.toContain(990_000);
    expect(guestBoard.you).toBeNull();
    expect(guestBoard.notListed).toEqual({ points: 990_000, reason: 'guest' });
    const unverifiedBoard = await boardFor(unverified);
    expect(unverifiedBoard.entries.map((entry) => entry.points)).not.toContain(980_000);
    expect(unverifiedBoard.you).toBeNull();
    expect(unverifiedBoard.notListed).toEqual({ points: 980_000, reason: 'unverified' });

    // Following the mailed link verifies the account, and its points take their place at once.
    const mail = await stack.mailbox.next(email);
    const verified = await unverified.post('/api/auth/verify-email', {
      token: tokenIn(mail, '/verify-email'),
    });
    expect(verified.status).toBe(200);
    const listed = await eventually('the verified account to be ranked', async () => {
      const board = await boardFor(unverified);
      return board.you ? board : null;
    });
    expect(listed.you).toMatchObject({ rank: 1, points: 980_000, isYou: true });
    expect(listed.entries[0]).toEqual(listed.you);
    expect(listed.notListed).toBeNull();
  });

  it('refuses an unknown game or period with 400 and a message', async () => {
    const tab = new Browserish(stack.url);
    for (const path of [
      '/api/leaderboards/chess',
      '/api/leaderboards/jotto?period=month',
      '/api/leaderboards/jotto?period=today&period=week',
      '/api/leaderboards/jotto?period=',
      '/api/leaderboards/%E0%A4%A',
    ]) {
      const res = await tab.get(path);
      expect(res.status, path).toBe(400);
      expect(res.json, path).toEqual({ message: expect.any(String) });
    }
    const none = await tab.get('/api/leaderboards');
    expect(none.status).toBe(404);
    expect(none.json).toEqual({ message: expect.any(String) });
  });
});

describe('a guest who signs up', () => {
  it('keeps their games, streak, achievements and leaderboard points in the account', async () => {
    const tab = new Browserish(stack.url);
    const guestId = await guestIdOf(stack, tab);
    await play(
      finishedGame({ playerId: guestId, game: 'bloom', day: daysAgo(1), hintsUsed: 0, score: 700 }),
      finishedGame({ playerId: guestId, game: 'bloom', day: today, hintsUsed: 1, score: 650 }),
    );
    const { userId } = await signUp('Gus', 'Guest', tab);
    expect(userId).not.toBe(guestId);

    const stats = await eventually('the merge', async () => {
      const body = GameStat.array().parse((await tab.get('/api/user/stats')).json);
      return body.find((stat) => stat.gameType === 'bloom' && stat.gamesPlayed === 2) && body;
    });
    expect(stats.find((stat) => stat.gameType === 'bloom')).toEqual({
      gameType: 'bloom',
      gamesPlayed: 2,
      currentStreak: 2,
      longestStreak: 2,
      freezesHeld: 0,
      frozenDays: [],
    });
    const achievements = Achievement.array().parse((await tab.get('/api/user/achievements')).json);
    expect(
      achievements
        .filter((a) => a.unlocked)
        .map((a) => a.code)
        .sort(),
    ).toEqual(['bloom_no_hints', 'first_bloom']);

    await namesKnown(userId);
    const board = Leaderboard.parse((await tab.get('/api/leaderboards/bloom?period=week')).json);
    expect(board.you).toMatchObject({ displayName: 'Gus G.', points: 1350, isYou: true });
    expect(board.entries.filter((entry) => entry.displayName === 'Guest')).toEqual([]);
  });
});

describe('the progress stream', () => {
  it('streams unlocks and progress through the gateway as they happen', async () => {
    const { tab, userId } = await signUp('Iris');
    const received: string[] = [];
    const request = http.get(`${stack.url}${PROGRESS_STREAM_PATH}`, {
      headers: {
        cookie: `${SESSION_COOKIE}=${tab.cookie(SESSION_COOKIE)}`,
        accept: 'text/event-stream',
      },
    });
    const response = await new Promise<http.IncomingMessage>((resolve, reject) => {
      request.once('response', resolve);
      request.once('error', reject);
    });
    try {
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/event-stream/);
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => received.push(chunk));
      await eventually('the ready message', async () => received.join('').includes('event: ready'));

      await play(
        finishedGame({ playerId: userId, userId, game: 'bloom', won: true, hintsUsed: 0 }),
      );
      const text = await eventually('the unlocks', async () => {
        const all = received.join('');
        return all.includes('event: progress') ? all : null;
      });
      const achievements = [...text.matchAll(/event: achievement\ndata: (.*)\n/g)].map((match) =>
        Achievement.parse(JSON.parse(match[1]!)),
      );
      expect(achievements.map((a) => a.code).sort()).toEqual(['bloom_no_hints', 'first_bloom']);
      expect(achievements.every((a) => a.unlocked && a.unlockedAt)).toBe(true);
      // Each message carries the cursor a reconnecting browser sends back as Last-Event-ID.
      const ids = [...text.matchAll(/^id: (.*)$/gm)].map((match) => match[1]);
      expect(ids.at(-1)).toMatch(/^1:\d+,\d+$/);
    } finally {
      request.destroy();
    }
  });

  it('tells a reconnecting browser what it missed since its Last-Event-ID', async () => {
    const { tab, userId } = await signUp('Remy');
    await play(finishedGame({ playerId: userId, userId, game: 'jotto', mode: 'vs', won: true }));
    const request = http.get(`${stack.url}${PROGRESS_STREAM_PATH}`, {
      headers: { cookie: `${SESSION_COOKIE}=${tab.cookie(SESSION_COOKIE)}`, 'last-event-id': '0:' },
    });
    const received: string[] = [];
    try {
      const response = await new Promise<http.IncomingMessage>((resolve) =>
        request.once('response', resolve),
      );
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => received.push(chunk));
      const text = await eventually('the missed unlocks', async () => {
        const all = received.join('');
        return all.includes('event: progress') ? all : null;
      });
      expect(text).toContain('"code":"jotto_vs_win"');
      expect(text).toContain('"code":"first_jotto"');
    } finally {
      request.destroy();
    }
  });
});
