import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Identity } from '@hub/kit';
import { generateDailyPuzzle, seededRandom } from '@hub/bloom/domain';
import { jottoWords } from '@hub/jotto/domain';
import {
  addDays,
  AdminReplaceResult,
  AuditLog,
  BloomDailyInfo,
  cluesOf,
  dayKey,
  daysBetween,
  finishedGardenProblem,
  type AdminUpcoming,
} from '@hub/proto';
import { signUpVerified } from '../support/accounts';
import { callDirectly, gatewayHeaders } from '../support/direct-calls';
import { Browserish } from '../support/http';
import { solveJotto } from '../support/jotto-solver';
import { fullSchedule, scheduleWindow, upcomingAsAdmin } from '../support/schedule';
import { startTestStack, type TestStack } from '../support/stack';
import { TOPOLOGIES } from '../support/topologies';

const ADMIN_EMAIL = 'scheduler@example.com';
const PASSWORD = 'correct horse battery';
const NOT_ADMINS = 'This area is for administrators only';

async function signUp(
  stack: TestStack,
  tab: Browserish,
  email = `p-${Math.random().toString(36).slice(2)}@x.io`,
) {
  const user = await signUpVerified(stack, tab, { email, password: PASSWORD });
  return user.id;
}

/**
 * What an attacker with the repository predicted before dailies were scheduled: Jotto walked one
 * shuffle of the public answer list with a seed written in the code, a day at a time from
 * 2025-01-01 (this is that code, copied as a script would copy it).
 */
function predictedJottoWord(day: string): string {
  let state = 0x4a0770;
  const random = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const order = [...jottoWords().answers];
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  return order[daysBetween('2025-01-01', day) % order.length]!;
}

/** ...and Bloom's garden came from the game's own generator seeded with the day key. */
const predictedBloomGarden = (day: string) =>
  generateDailyPuzzle(day, seededRandom(`bloom-daily:${day}`));

const answersOf = (upcoming: AdminUpcoming) => ({
  jotto: upcoming.jotto.map((day) => day.word),
  bloom: upcoming.bloom.map((day) => JSON.stringify(day.solution)),
  wordree: upcoming.wordree.map((day) => day.letters),
});

const sameCount = (a: string[], b: string[]) => a.filter((item, i) => item === b[i]).length;

describe.each(TOPOLOGIES)('scheduled dailies (%s)', (_topology, start) => {
  let stack: TestStack;
  let admin: Browserish;
  let adminId: string;

  beforeAll(async () => {
    stack = await start({ env: { ADMIN_EMAILS: ADMIN_EMAIL } });
    admin = new Browserish(stack.url);
    adminId = await signUp(stack, admin, ADMIN_EMAIL);
  }, 120_000);
  afterAll(async () => {
    await stack?.stop();
  });

  const auditEntries = async () => {
    const answer = await admin.get('/api/admin/audit-log?limit=100');
    expect(answer.status).toBe(200);
    return AuditLog.parse(answer.json).entries;
  };

  it('stores today and the next 14 days of every game soon after start, answers included', async () => {
    const upcoming = await fullSchedule(admin);
    const answers = new Set(jottoWords().answers);
    for (const day of upcoming.jotto) expect(answers.has(day.word), day.word).toBe(true);
    // No word twice in the window (nor within a year, which the window is part of).
    expect(new Set(upcoming.jotto.map((day) => day.word)).size).toBe(15);
    for (const day of upcoming.bloom) {
      expect(finishedGardenProblem(day.solution, cluesOf(day.solution))).toBeNull();
      // Two starters at least: the clues alone never tell a garden from its recolourings.
      expect(day.starters.length).toBeGreaterThanOrEqual(2);
    }
    for (const day of upcoming.wordree) {
      expect(day.letters).toHaveLength(day.gridSize * day.gridSize);
      expect(day.possibleWords).toBeGreaterThan(0);
    }
    // The puzzle numbers run on with the days.
    const numbers = upcoming.jotto.map((day) => day.puzzleNumber);
    expect(numbers).toEqual(numbers.map((_, i) => numbers[0]! + i));
  });

  it('serves what no script with the public code predicts: not the seeded Jotto word, not the seeded garden', async () => {
    const today = dayKey();
    // Jotto: a player solves today's word from its clues alone, and the game reveals it.
    const player = new Browserish(stack.url);
    const solved = await solveJotto(async (word) => {
      const answer = await player.post('/api/jotto/daily/guess', { guess: word });
      expect(answer.status, answer.text).toBe(200);
      return {
        isCorrect: answer.json.isCorrect,
        matchingLetters: answer.json.guess.matchingLetters,
      };
    });
    // Bloom: today's starters as served, against the garden the day's seed makes (what the old
    // code served: this fails there, before any admin API is asked).
    const info = BloomDailyInfo.parse((await player.get('/api/bloom/daily')).json);
    expect(info.dayKey).toBe(today);
    expect(info.starters).not.toEqual(predictedBloomGarden(today).starters);

    // Jotto: one chance in 1,330 that today's random draw is the old script's word, so the
    // script is judged on today and the 14 days ahead: it gets no more than luck.
    const upcoming = await fullSchedule(admin);
    expect(upcoming.jotto[0]!.word).toBe(solved.word);
    const predicted = scheduleWindow().map(predictedJottoWord);
    const served = upcoming.jotto.map((day) => day.word);
    expect(sameCount(served, predicted)).toBeLessThanOrEqual(1);
    const tomorrow = upcoming.bloom[1]!;
    expect(tomorrow.solution).not.toEqual(predictedBloomGarden(tomorrow.day).solution);
  }, 60_000);

  it('shows the upcoming answers to admins only, auditing every view', async () => {
    const before = (await auditEntries()).length;
    const guest = new Browserish(stack.url);
    const player = new Browserish(stack.url);
    await signUp(stack, player);
    for (const [method, path, body] of [
      ['GET', '/api/admin/upcoming', undefined],
      ['POST', '/api/admin/upcoming/replace', { game: 'bloom', day: addDays(dayKey(), 3) }],
    ] as const) {
      expect((await guest.request(method, path, body)).status).toBe(401);
      const asPlayer = await player.request(method, path, body);
      expect(asPlayer.status).toBe(403);
      expect(asPlayer.json).toEqual({ message: NOT_ADMINS });
    }
    // The games' own schedule paths are not routed by the gateway: no answer comes back.
    for (const path of ['/api/internal/schedule', '/api/jotto/internal/schedule']) {
      const answer = await admin.get(path);
      expect(answer.status, path).toBe(404);
      expect(answer.text, path).not.toMatch(/"word"|"solution"|"letters"/);
    }
    // Called directly, a game wants an admin's signed identity.
    const direct = (identity: Identity | null) => {
      const request = { path: '/api/internal/schedule', ...(identity ? { identity } : {}) };
      return callDirectly(
        stack.serviceUrls.jotto!,
        request,
        identity ? gatewayHeaders('jotto', request) : {},
      );
    };
    expect((await direct(null)).status).toBe(401);
    expect((await direct({ playerId: 'p-1', userId: 'p-1', roles: [] })).status).toBe(403);
    expect((await direct({ playerId: 'g-1', roles: ['admin'] })).status).toBe(401);

    expect((await auditEntries()).length).toBe(before);
    const seen = await upcomingAsAdmin(admin);
    // Wordree's template ids are sequential: tomorrow's is no secret, its letters are.
    const tomorrowsTemplate = seen.wordree[1]!.templateId;
    const byId = await player.get(`/api/puzzle-templates/${tomorrowsTemplate}`);
    expect(byId.status).toBe(404);
    expect(byId.text).not.toContain(seen.wordree[1]!.letters);
    const played = await player.post('/api/games', {
      templateId: tomorrowsTemplate,
      mode: 'endless',
      path: [
        [0, 0],
        [0, 1],
        [0, 2],
      ],
    });
    expect(played.status).toBe(404);
    expect((await player.get(`/api/puzzle-templates/${seen.wordree[0]!.templateId}`)).status).toBe(
      200,
    );
    await upcomingAsAdmin(admin);
    const views = (await auditEntries()).slice(0, 2);
    for (const view of views) {
      expect(view).toMatchObject({
        action: 'view-upcoming',
        actor: { userId: adminId },
        status: 'succeeded',
        result: {
          jotto: seen.jotto.length,
          bloom: seen.bloom.length,
          wordree: seen.wordree.length,
        },
      });
      // The log keeps counts, never the answers.
      expect(JSON.stringify(view)).not.toContain(seen.jotto[1]!.word);
    }
  });

  it("replaces one upcoming day of a game and nothing else, and never today's", async () => {
    const before = answersOf(await fullSchedule(admin));
    const day = addDays(dayKey(), 5);
    for (const game of ['jotto', 'bloom', 'wordree'] as const) {
      const answer = await admin.post('/api/admin/upcoming/replace', { game, day });
      expect(answer.status, answer.text).toBe(200);
      const result = AdminReplaceResult.parse(answer.json);
      expect(result).toMatchObject({ game, puzzle: { day } });
    }
    const after = answersOf(await upcomingAsAdmin(admin));
    for (const game of ['jotto', 'bloom', 'wordree'] as const) {
      const changed = after[game].flatMap((answer, i) => (answer === before[game][i] ? [] : [i]));
      expect(changed, game).toEqual([5]);
    }
    const replaced = (await auditEntries()).filter((entry) => entry.action === 'replace-daily');
    expect(replaced.slice(0, 3).map((entry) => entry.parameters)).toEqual([
      { game: 'wordree', day },
      { game: 'bloom', day },
      { game: 'jotto', day },
    ]);

    // Today may have players already; past days are history; beyond the window is unscheduled.
    const refused = [
      [{ game: 'jotto', day: dayKey() }, 409],
      [{ game: 'bloom', day: addDays(dayKey(), -1) }, 409],
      [{ game: 'wordree', day: addDays(dayKey(), 15) }, 400],
      [{ game: 'chess', day }, 400],
      [{ game: 'jotto', day: 'tomorrow' }, 400],
      [{}, 400],
    ] as const;
    for (const [body, status] of refused) {
      const answer = await admin.post('/api/admin/upcoming/replace', body);
      expect(answer.status, JSON.stringify(body)).toBe(status);
      expect(answer.json.message, JSON.stringify(body)).toEqual(expect.any(String));
    }
    expect(answersOf(await upcomingAsAdmin(admin))).toEqual(after);
  });
});

describe('two deployments on two fresh databases', () => {
  const stacks: TestStack[] = [];
  afterAll(async () => {
    for (const stack of stacks) await stack.stop();
  });

  it('get different schedules from the same code and word lists', async () => {
    const schedules: Array<ReturnType<typeof answersOf>> = [];
    for (let i = 0; i < 2; i++) {
      const stack = await startTestStack({ env: { ADMIN_EMAILS: ADMIN_EMAIL } });
      stacks.push(stack);
      const admin = new Browserish(stack.url);
      await signUp(stack, admin, ADMIN_EMAIL);
      schedules.push(answersOf(await fullSchedule(admin)));
    }
    const [first, second] = schedules as [
      ReturnType<typeof answersOf>,
      ReturnType<typeof answersOf>,
    ];
    expect(sameCount(first.jotto, second.jotto)).toBeLessThanOrEqual(1);
    expect(sameCount(first.bloom, second.bloom)).toBeLessThanOrEqual(1);
    expect(sameCount(first.wordree, second.wordree)).toBe(0);
  }, 120_000);
});
