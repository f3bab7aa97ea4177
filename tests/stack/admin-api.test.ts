import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Identity } from '@hub/kit';
import {
  addDays,
  AuditLog,
  dayKey,
  type AuditEntry,
  type WordreeDailyPuzzle,
  type WordreeGame,
} from '@hub/proto';
import { chainThrough } from '@hub/wordree/testing';
import { gatewayHeaders } from '../support/direct-calls';
import { Browserish } from '../support/http';
import { signUpVerified } from '../support/accounts';
import { startTestStack, type TestStack } from '../support/stack';

const ADMIN_EMAIL = 'boss@example.com';
const NOT_ADMINS = 'This area is for administrators only';

/** Every admin endpoint, with a body each would accept from an admin. */
const ENDPOINTS = [
  { method: 'GET', path: '/api/admin/puzzle-count?difficulty=easy', ok: 200 },
  { method: 'POST', path: '/api/admin/generate-puzzle', body: { difficulty: 'easy' }, ok: 201 },
  { method: 'POST', path: '/api/admin/reset-daily', body: {}, ok: 201 },
  { method: 'GET', path: '/api/admin/daily', ok: 200 },
  { method: 'GET', path: '/api/admin/audit-log', ok: 200 },
  { method: 'GET', path: '/api/admin/upcoming', ok: 200 },
  {
    method: 'POST',
    path: '/api/admin/upcoming/replace',
    body: { game: 'jotto', day: addDays(dayKey(), 2) },
    ok: 200,
  },
] as const;

describe('the admin API through the gateway', () => {
  let stack: TestStack;
  let database: pg.Client;
  let admin: Browserish;
  let adminId: string;

  const tab = () => new Browserish(stack.url);

  async function signUp(
    player: Browserish,
    email = `p-${Math.random().toString(36).slice(2)}@x.io`,
    firstName?: string,
  ) {
    const user = await signUpVerified(stack, player, {
      email,
      password: 'correct horse battery',
      ...(firstName ? { firstName } : {}),
    });
    return user.id;
  }

  beforeAll(async () => {
    stack = await startTestStack({ env: { ADMIN_EMAILS: ADMIN_EMAIL } });
    database = new pg.Client({ connectionString: stack.databaseUrl });
    await database.connect();
    admin = tab();
    adminId = await signUp(admin, ADMIN_EMAIL);
  });
  afterAll(async () => {
    await database?.end();
    await stack?.stop();
  });

  const call = (who: Browserish, endpoint: (typeof ENDPOINTS)[number], headers?: object) =>
    who.request(
      endpoint.method,
      endpoint.path,
      'body' in endpoint ? endpoint.body : undefined,
      headers as Record<string, string>,
    );

  async function auditEntries(limit = 100): Promise<AuditEntry[]> {
    const answer = await admin.get(`/api/admin/audit-log?limit=${limit}`);
    expect(answer.status).toBe(200);
    return AuditLog.parse(answer.json).entries;
  }

  async function wordreeDaily(player: Browserish): Promise<WordreeDailyPuzzle> {
    const answer = await player.get('/api/puzzle-templates/daily');
    expect(answer.status).toBe(200);
    return answer.json;
  }

  describe('who may call it', () => {
    it('answers guests 401, players 403 (forged role header or not) and admins', async () => {
      const guest = tab();
      const player = tab();
      await signUp(player);
      const before = (await auditEntries()).length;

      for (const endpoint of ENDPOINTS) {
        const label = `${endpoint.method} ${endpoint.path}`;
        const asGuest = await call(guest, endpoint);
        expect(asGuest.status, label).toBe(401);
        expect(asGuest.json.message, label).toEqual(expect.any(String));

        const asPlayer = await call(player, endpoint);
        expect(asPlayer.status, label).toBe(403);
        expect(asPlayer.json, label).toEqual({ message: NOT_ADMINS });

        // The gateway drops identity headers a client sends, whatever they claim.
        const forged = await call(player, endpoint, {
          'x-user-roles': 'admin',
          'x-user-id': adminId,
          'x-player-id': adminId,
        });
        expect(forged.status, label).toBe(403);
        expect(forged.json, label).toEqual({ message: NOT_ADMINS });

        const asAdmin = await call(admin, endpoint);
        expect(asAdmin.status, `${label}: ${asAdmin.text}`).toBe(endpoint.ok);
      }

      // Only the admin's four actions reached the log (a view of the upcoming answers is one);
      // the refused ones never got that far.
      const entries = await auditEntries();
      expect(entries.length - before).toBe(4);
      expect(entries.slice(0, 4).map((entry) => [entry.action, entry.actor.userId])).toEqual([
        ['replace-daily', adminId],
        ['view-upcoming', adminId],
        ['reset-daily', adminId],
        ['generate-puzzle', adminId],
      ]);
    });

    it('checks the role in the service too, for calls that skip the gateway', async () => {
      const direct = (identity: Identity | null, override: Record<string, string> = {}) =>
        fetch(`${stack.serviceUrls.admin}/api/admin/daily`, {
          headers: {
            ...(identity ? gatewayHeaders('admin', { path: '/api/admin/daily', identity }) : {}),
            ...override,
          },
        });
      const player: Identity = { playerId: 'p-1', userId: 'p-1', roles: [] };

      expect((await direct(null, { 'x-user-roles': 'admin', 'x-user-id': adminId })).status).toBe(
        401,
      );
      const signedPlayer = await direct(player);
      expect(signedPlayer.status).toBe(403);
      expect(await signedPlayer.json()).toEqual({ message: NOT_ADMINS });
      // A role added to a signed identity breaks the signature.
      expect((await direct(player, { 'x-user-roles': 'admin' })).status).toBe(401);
      const signedGuest = await direct({ playerId: 'g-1', roles: ['admin'] });
      expect(signedGuest.status).toBe(401);
      expect((await direct({ ...player, roles: ['admin'] })).status).toBe(200);
    });
  });

  describe('puzzle generation', () => {
    it('generates templates through Wordree, and the count rises by what was kept', async () => {
      const count = async () => {
        const answer = await admin.get('/api/admin/puzzle-count?difficulty=hard');
        expect(answer.status).toBe(200);
        expect(answer.json).toEqual({ difficulty: 'hard', count: expect.any(Number) });
        return answer.json.count as number;
      };
      const before = await count();

      const made = await admin.post('/api/admin/generate-puzzle', { difficulty: 'hard', count: 3 });
      expect(made.status, made.text).toBe(201);
      expect(made.json).toEqual({
        difficulty: 'hard',
        requested: 3,
        generated: expect.any(Number),
        count: before + made.json.generated,
      });
      expect(made.json.generated).toBeGreaterThan(0);
      expect(await count()).toBe(before + made.json.generated);
      // The same pool players draw from.
      const wordree = await tab().get('/api/puzzle-templates/count?difficulty=hard');
      expect(wordree.json.count).toBe(before + made.json.generated);

      const one = await admin.post('/api/admin/generate-puzzle', { difficulty: 'hard' });
      expect(one.json).toMatchObject({ requested: 1, count: before + made.json.generated + 1 });
    });

    it('refuses bad input with 400 and a message, and logs nothing for it', async () => {
      const before = (await auditEntries()).length;
      const cases: Array<[string, unknown, RegExp]> = [
        ['/api/admin/puzzle-count', undefined, /expected one of/i],
        ['/api/admin/puzzle-count?difficulty=impossible', undefined, /expected one of/i],
        ['/api/admin/generate-puzzle', {}, /expected one of/i],
        ['/api/admin/generate-puzzle', { difficulty: 'extreme' }, /expected one of/i],
        ['/api/admin/generate-puzzle', { difficulty: 'easy', count: 0 }, /at least 1/],
        ['/api/admin/generate-puzzle', { difficulty: 'easy', count: 51 }, /at most 50/],
        ['/api/admin/generate-puzzle', { difficulty: 'easy', count: 2.5 }, /whole number/],
        ['/api/admin/generate-puzzle', { difficulty: 'easy', count: 'three' }, /whole number/],
        ['/api/admin/audit-log?limit=0', undefined, /at least 1/],
        ['/api/admin/audit-log?limit=101', undefined, /at most 100/],
        ['/api/admin/audit-log?limit=many', undefined, /number/],
      ];
      for (const [path, body, message] of cases) {
        const answer =
          body === undefined ? await admin.get(path) : await admin.post(path, body as object);
        expect(answer.status, `${path} ${JSON.stringify(body)}`).toBe(400);
        expect(answer.json.message, path).toMatch(message);
      }
      expect((await auditEntries()).length).toBe(before);
    });
  });

  describe('the daily puzzles', () => {
    it("shows today's Wordree and Bloom puzzles as players get them", async () => {
      const answer = await admin.get('/api/admin/daily');
      expect(answer.status).toBe(200);
      const wordree = await wordreeDaily(tab());
      const bloom = (await tab().get('/api/bloom/daily')).json;
      expect(answer.json).toEqual({
        wordree: {
          id: wordree.id,
          dailyPuzzleId: wordree.dailyPuzzleId,
          day: wordree.day,
          difficulty: wordree.difficulty,
          gridSize: wordree.gridSize,
          possibleWords: wordree.possibleWords,
          targetScore: wordree.targetScore,
          resetTime: wordree.resetTime,
        },
        bloom: {
          id: bloom.id,
          puzzleNumber: bloom.puzzleNumber,
          day: bloom.dayKey,
          difficulty: bloom.difficulty,
          starters: bloom.starters.length,
          resetTime: bloom.resetTime,
        },
      });
      expect(answer.json.bloom.starters).toBeGreaterThan(0);
    });

    it('resets the Wordree daily: a new id, and old submissions stay with the old puzzle', async () => {
      const player = tab();
      // Named as on the board: a signed-in player's board name is the account's.
      const playerId = await signUp(player, undefined, 'Early Bird');
      const old = await wordreeDaily(player);
      const [first, ...rest] = chainThrough(old).slice(0, 2);
      const started = await player.post('/api/games', {
        templateId: old.id,
        mode: 'daily',
        path: first!.path,
      });
      expect(started.status, started.text).toBe(201);
      let game: WordreeGame = started.json;
      for (const { path, word } of rest) {
        game = (await player.post(`/api/games/${game.id}/words`, { path, word })).json;
      }
      // A submission within the plausibility floor of the first view would be kept unranked,
      // off the leaderboard: move the player's first view back a minute rather than wait.
      await database.query(
        "UPDATE wordree.daily_views SET first_viewed_at = first_viewed_at - interval '1 minute' WHERE player_id = $1",
        [playerId],
      );
      const submitted = await player.post('/api/daily-puzzle/submit', {
        dailyPuzzleId: old.dailyPuzzleId,
        gameId: game.id,
        displayName: 'Early Bird',
        score: game.score,
        wordChain: game.wordChain.map((played) => played.word),
      });
      expect(submitted.status, submitted.text).toBe(201);
      const board = (await tab().get('/api/daily-puzzle/leaderboard')).json;
      expect(board).toContainEqual(expect.objectContaining({ displayName: 'Early Bird' }));

      const reset = await admin.post('/api/admin/reset-daily');
      expect(reset.status, reset.text).toBe(201);
      expect(reset.json.previousDailyPuzzleId).toBe(old.dailyPuzzleId);
      const fresh = reset.json.wordree;
      expect(fresh.day).toBe(old.day);
      expect(fresh.dailyPuzzleId).not.toBe(old.dailyPuzzleId);
      // Saved boards are kept per puzzle (template) id: a new one means no old board restored.
      expect(fresh.id).not.toBe(old.id);

      const served = await wordreeDaily(tab());
      expect(served).toMatchObject({ id: fresh.id, dailyPuzzleId: fresh.dailyPuzzleId });
      expect((await admin.get('/api/admin/daily')).json.wordree).toEqual(fresh);
      expect((await tab().get('/api/daily-puzzle/leaderboard')).json).toEqual([]);

      // The old puzzle keeps its submission and its game; it is simply no longer today's.
      const { rows } = await database.query(
        'SELECT player_id, display_name, score FROM wordree.daily_submissions WHERE daily_puzzle_id = $1',
        [old.dailyPuzzleId],
      );
      expect(rows).toEqual([
        { player_id: playerId, display_name: 'Early Bird', score: game.score },
      ]);
      const kept = await player.get(`/api/games/${game.id}`);
      expect(kept.json).toMatchObject({ dailyPuzzleId: old.dailyPuzzleId, completed: true });
      const shared = await tab().get(`/api/puzzle-templates/${old.id}?mode=daily`);
      expect(shared.json.daily).toEqual({
        dailyPuzzleId: old.dailyPuzzleId,
        day: old.day,
        isToday: false,
      });
      const late = await player.post('/api/daily-puzzle/submit', {
        dailyPuzzleId: old.dailyPuzzleId,
        gameId: game.id,
        displayName: 'Early Bird',
        score: game.score,
        wordChain: game.wordChain.map((played) => played.word),
      });
      expect(late.status).toBe(410);
      // The finished game still counts in the player's progress.
      await expect
        .poll(
          async () => {
            const stats = (await player.get('/api/user/stats')).json as Array<{
              gameType: string;
              gamesPlayed: number;
            }>;
            return stats.find((stat) => stat.gameType === 'wordree')?.gamesPlayed;
          },
          { timeout: 15_000 },
        )
        .toBe(1);
    });
  });

  describe('the audit log', () => {
    it('records each action with who, what, its parameters, its result and when', async () => {
      const from = Date.now();
      const made = await admin.post('/api/admin/generate-puzzle', { difficulty: 'easy', count: 2 });
      const reset = await admin.post('/api/admin/reset-daily');
      const to = Date.now();
      expect([made.status, reset.status]).toEqual([201, 201]);

      const [latest, earlier] = await auditEntries(2);
      expect(latest).toMatchObject({
        action: 'reset-daily',
        actor: { userId: adminId },
        parameters: {},
        status: 'succeeded',
        error: null,
        result: {
          previousDailyPuzzleId: reset.json.previousDailyPuzzleId,
          dailyPuzzleId: reset.json.wordree.dailyPuzzleId,
          templateId: reset.json.wordree.id,
        },
      });
      expect(earlier).toMatchObject({
        action: 'generate-puzzle',
        actor: { userId: adminId },
        parameters: { difficulty: 'easy', count: 2 },
        status: 'succeeded',
        error: null,
        result: made.json,
      });
      for (const entry of [latest!, earlier!]) {
        const createdAt = Date.parse(entry.createdAt);
        expect(createdAt).toBeGreaterThanOrEqual(from - 1_000);
        expect(createdAt).toBeLessThanOrEqual(to + 1_000);
        expect(Date.parse(entry.finishedAt!)).toBeGreaterThanOrEqual(createdAt);
      }
      expect(latest!.id).toBeGreaterThan(earlier!.id);
      expect(await auditEntries(1)).toEqual([latest]);
    });
  });
});
