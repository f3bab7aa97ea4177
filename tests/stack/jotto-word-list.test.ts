import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJottoService } from '@hub/jotto';
import { jottoWords, type JottoWords } from '@hub/jotto/domain';
import {
  closeServer,
  createLogger,
  hostService,
  InProcessTransport,
  listen,
  type HostedService,
  type Identity,
} from '@hub/kit';
import { TEST_INTERNAL_SECRET } from '@hub/kit/testing';
import { addDays, dayKey, JottoScheduledDay, startOfDay, type AdminUpcoming } from '@hub/proto';
import { eventually } from '../support/eventually';
import { signUpVerified } from '../support/accounts';
import { callDirectly, gatewayHeaders } from '../support/direct-calls';
import { Browserish } from '../support/http';
import { fullSchedule } from '../support/schedule';
import { startTestStack, type TestStack } from '../support/stack';

const ADMIN_EMAIL = 'lists@example.com';
const ADMIN: Identity = { playerId: 'admin-1', userId: 'admin-1', roles: ['admin'] };

/**
 * A release of the word list changes what new days may take, never a stored day: the deployment
 * is given a list without any of its scheduled words (as if they were all withdrawn), and the
 * stored days stay and are served.
 */
describe('Jotto after the word list changes', () => {
  let stack: TestStack;
  let upcoming: AdminUpcoming;
  let edited: HostedService;
  let server: Server;
  let url: string;

  beforeAll(async () => {
    stack = await startTestStack({ env: { ADMIN_EMAILS: ADMIN_EMAIL } });
    const admin = new Browserish(stack.url);
    await signUpVerified(stack, admin, { email: ADMIN_EMAIL, password: 'correct horse battery' });
    upcoming = await fullSchedule(admin);

    const scheduled = new Set(upcoming.jotto.map((day) => day.word));
    const full = jottoWords();
    const withdrawn: JottoWords = {
      answers: full.answers.filter((word) => !scheduled.has(word)),
      isGuessable: full.isGuessable,
    };
    // The same deployment (its database), on a new release, the day after the schedule was made.
    const tomorrowNoon = new Date(startOfDay(addDays(dayKey(), 1)).getTime() + 12 * 3600_000);
    const realStart = Date.now();
    edited = await hostService(
      createJottoService({
        words: withdrawn,
        now: () => new Date(tomorrowNoon.getTime() + Date.now() - realStart),
      }),
      {
        databaseUrl: stack.databaseUrl,
        transport: new InProcessTransport(),
        logger: createLogger('word-list-test', 'silent'),
        internalSecret: TEST_INTERNAL_SECRET,
      },
    );
    server = await listen(edited.handler, 0, '127.0.0.1');
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }, 60_000);

  afterAll(async () => {
    if (server) await closeServer(server);
    await edited?.stop();
    await stack?.stop();
  });

  async function call(identity: Identity, path: string, body?: unknown) {
    const request = {
      method: body === undefined ? 'GET' : 'POST',
      path,
      identity,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    };
    const { status, json } = await callDirectly(url, request, gatewayHeaders('jotto', request));
    return { status, json };
  }

  it("serves tomorrow's stored word, though the list no longer has it", async () => {
    const tomorrow = upcoming.jotto[1]!;
    const guest: Identity = { playerId: `guest-${Date.now()}`, roles: [] };
    const daily = await call(guest, '/api/jotto/daily');
    expect(daily.status).toBe(200);
    expect(daily.json).toMatchObject({ date: tomorrow.day, word: null });
    const solved = await call(guest, '/api/jotto/daily/guess', { guess: tomorrow.word });
    expect(solved.json).toMatchObject({ isCorrect: true, word: tomorrow.word.toUpperCase() });
  });

  it('keeps every stored day, and takes only new days from the new list', async () => {
    const lastDay = addDays(upcoming.jotto.at(-1)!.day, 1);
    const read = async () => {
      const answer = await call(ADMIN, '/api/internal/schedule');
      expect(answer.status).toBe(200);
      return JottoScheduledDay.array().parse(answer.json);
    };
    // The new release's scheduler tops its window up: one day more than the first one's.
    const schedule = await eventually(read, (days) => days.at(-1)?.day === lastDay);
    expect(schedule.slice(0, -1)).toEqual(upcoming.jotto.slice(1));
    const added = schedule.at(-1)!;
    expect(added.day).toBe(lastDay);
    expect(upcoming.jotto.map((day) => day.word)).not.toContain(added.word);
  });
});
