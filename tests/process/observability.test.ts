// What an operator sees of the production topology (each service its own process, as
// `npm run start:services` runs them): one request followed by its id through the gateway's and
// the service's own log output, and each process's /metrics counting real requests and events.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, UNMATCHED_ROUTE, type Knex } from '@hub/kit';
import { subjects } from '@hub/proto';
import { signUpVerified } from '../support/accounts';
import { eventually } from '../support/eventually';
import { Browserish } from '../support/http';
import { solveJotto } from '../support/jotto-solver';
import { startProcessStack } from '../support/process-stack';
import { scrape, series, total, type MetricSample } from '../support/prometheus';
import type { StackProcessName, TestStack } from '../support/stack';

type LogLine = Record<string, unknown>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('logs and metrics of the per-process topology', () => {
  let stack: TestStack;
  let jottoDb: Knex;
  /** A verified player, signed in on this tab, and what must never reach a log. */
  let tab: Browserish;
  let playerId: string;
  const password = `correct horse ${randomUUID().slice(0, 8)}`;

  beforeAll(async () => {
    // Info: the level a deployment logs at, where every request leaves a line.
    stack = await startProcessStack({ env: { LOG_LEVEL: 'info' } });
    jottoDb = createDb(stack.databaseUrl, 'jotto', { max: 1 });
    tab = new Browserish(stack.url);
    const user = await signUpVerified(stack, tab, {
      email: `ops-${randomUUID()}@example.com`,
      password,
      firstName: 'Ops',
    });
    playerId = user.id;
  }, 120_000);

  afterAll(async () => {
    await jottoDb?.destroy();
    await stack?.stop();
  });

  /** Every JSON line a process has printed so far. */
  function logOf(name: StackProcessName): LogLine[] {
    return stack
      .processes!.process(name)
      .output()
      .split('\n')
      .flatMap((line) => {
        try {
          return [JSON.parse(line) as LogLine];
        } catch {
          return [];
        }
      });
  }

  const metricsOf = (name: StackProcessName): Promise<MetricSample[]> => {
    const { plan } = stack.processes!;
    const planned = name === 'gateway' ? plan.gateway : plan.services[name];
    return scrape(planned.metricsUrl!);
  };

  /** The lines of `name` about one request, once its request line is out (it ends the request). */
  async function linesOfRequest(name: StackProcessName, requestId: string): Promise<LogLine[]> {
    return eventually(
      async () => logOf(name).filter((line) => line.requestId === requestId),
      (lines) => lines.some((line) => line.msg === 'request completed'),
    );
  }

  describe('request ids', () => {
    it("follows one request's id, and its player, through the gateway's and the service's logs", async () => {
      // A read, and a write whose body both processes read before going on.
      for (const [method, path, body] of [
        ['GET', '/api/jotto/daily', undefined],
        ['POST', '/api/jotto/match', { word: 'crane' }],
      ] as const) {
        const requestId = `trace-${randomUUID()}`;
        const answer = await tab.request(method, path, body, { 'x-request-id': requestId });
        expect(answer.status, answer.text).toBeLessThan(300);
        expect(answer.headers['x-request-id']).toBe(requestId);

        for (const name of ['gateway', 'jotto'] as const) {
          const lines = await linesOfRequest(name, requestId);
          expect(lines, `${name} ${method}`).toContainEqual(
            expect.objectContaining({
              msg: 'request completed',
              requestId,
              playerId,
              method,
              path,
              status: answer.status,
            }),
          );
          // Every line of the request carries both, not only the last.
          for (const line of lines) expect(line, name).toMatchObject({ requestId, playerId });
        }
        // The services it did not go to never saw it.
        expect(logOf('bloom').filter((line) => line.requestId === requestId)).toEqual([]);
      }
    });

    it('replaces an invalid X-Request-Id with one of its own, passed on all the same', async () => {
      const answer = await tab.get('/api/jotto/daily', { 'x-request-id': 'not valid {"x":1}' });
      expect(answer.status).toBe(200);
      const requestId = String(answer.headers['x-request-id']);
      expect(requestId).toMatch(UUID);
      expect(await linesOfRequest('gateway', requestId)).not.toEqual([]);
      expect(await linesOfRequest('jotto', requestId)).not.toEqual([]);
      const everything = JSON.stringify([...logOf('gateway'), ...logOf('jotto')]);
      expect(everything).not.toContain('not valid');
    });

    it('makes an id for a request that came without one', async () => {
      const answer = await new Browserish(stack.url).get('/api/bloom/daily');
      expect(answer.status).toBe(200);
      const requestId = String(answer.headers['x-request-id']);
      expect(requestId).toMatch(UUID);
      expect(await linesOfRequest('bloom', requestId)).not.toEqual([]);
    });

    it('never logs a password, a session cookie or a secret word', async () => {
      const created = await tab.post('/api/jotto/match', { word: 'crane' });
      expect(created.status, created.text).toBe(201);
      const cookie = tab.cookieHeader();
      expect(cookie).not.toBe('');
      const sessionValue = cookie.split('=').slice(1).join('=');
      const { plan } = stack.processes!;
      for (const name of ['gateway', ...Object.keys(plan.services)] as StackProcessName[]) {
        const output = stack.processes!.process(name).output();
        expect(output, name).not.toContain(password);
        expect(output, name).not.toContain(sessionValue);
        expect(output.toLowerCase(), name).not.toContain('crane');
      }
    });
  });

  describe('metrics', () => {
    it('counts a real request at the gateway and at the service, by route template', async () => {
      const created = await tab.post('/api/jotto/match', { word: 'pilot' });
      expect(created.status, created.text).toBe(201);
      const matchId = String(created.json.id);
      expect((await tab.get(`/api/jotto/match/${matchId}`)).status).toBe(200);
      expect((await tab.get('/api/jotto/no-such-route')).status).toBe(404);

      const jotto = await metricsOf('jotto');
      const asked = { service: 'jotto', method: 'GET', route: '/api/jotto/match/:id' };
      expect(total(jotto, 'hub_http_requests_total', { ...asked, status: '200' })).toBe(1);
      expect(
        total(jotto, 'hub_http_request_duration_seconds_count', { ...asked, status: '200' }),
      ).toBe(1);
      expect(
        total(jotto, 'hub_http_requests_total', { route: UNMATCHED_ROUTE, status: '404' }),
      ).toBeGreaterThanOrEqual(1);
      // Templates only: no label carries the match's id.
      expect(jotto.some((sample) => JSON.stringify(sample.labels).includes(matchId))).toBe(false);
      for (const name of [
        'hub_outbox_pending_events',
        'hub_outbox_oldest_pending_age_seconds',
        'hub_db_pool_connections_in_use',
        'hub_db_pool_pending_acquires',
      ]) {
        expect(series(jotto, name, { service: 'jotto' }), name).toHaveLength(1);
      }
      for (const name of ['process_cpu_user_seconds_total', 'nodejs_eventloop_lag_seconds']) {
        expect(series(jotto, name), name).toHaveLength(1);
      }
      // What the alerts read (infra/prometheus): each dependency, checked at the scrape.
      for (const dependency of ['postgres', 'events']) {
        expect(total(jotto, 'hub_dependency_up', { service: 'jotto', dependency })).toBe(1);
      }

      const gateway = await metricsOf('gateway');
      expect(
        total(gateway, 'hub_http_requests_total', {
          service: 'gateway',
          method: 'GET',
          route: '/api/jotto/*',
          status: '200',
        }),
      ).toBeGreaterThanOrEqual(1);
      expect(
        total(gateway, 'hub_gateway_upstream_duration_seconds_count', {
          service: 'jotto',
          outcome: 'response',
        }),
      ).toBeGreaterThanOrEqual(3);
      expect(series(gateway, 'process_cpu_user_seconds_total')).toHaveLength(1);
      expect(total(gateway, 'hub_dependency_up', { service: 'gateway', dependency: 'redis' })).toBe(
        1,
      );
      for (const service of ['jotto', 'wordree', 'bloom', 'leaderboard', 'auth', 'admin']) {
        expect(total(gateway, 'hub_gateway_ready_replicas', { service }), service).toBe(1);
      }
    });

    it('serves no metrics on the public port', async () => {
      const answer = await new Browserish(stack.url).get('/metrics');
      expect(answer.status).toBe(404);
      expect(answer.text).not.toContain('hub_http_requests_total');
    });

    it('counts a real event where it was published and where it was consumed', async () => {
      const player = new Browserish(stack.url);
      await solveJotto(async (word) => {
        const answer = await player.post('/api/jotto/daily/guess', { guess: word });
        expect(answer.status, answer.text).toBe(200);
        return {
          isCorrect: answer.json.isCorrect,
          matchingLetters: answer.json.guess.matchingLetters,
        };
      });
      const subject = subjects.gameFinished('jotto');
      const [event] = await jottoDb('outbox')
        .where({ subject })
        .select<{ event_id: string }[]>('event_id');
      expect(event).toBeDefined();

      const published = await eventually(
        () => metricsOf('jotto'),
        (jotto) =>
          total(jotto, 'hub_events_published_total', { subject }) >= 1 &&
          total(jotto, 'hub_outbox_pending_events', { service: 'jotto' }) === 0,
      );
      expect(total(published, 'hub_events_published_total', { subject })).toBe(1);
      expect(total(published, 'hub_outbox_pending_events', { service: 'jotto' })).toBe(0);

      const consumed = { durable: 'leaderboard-games', subject };
      const leaderboard = await eventually(
        () => metricsOf('leaderboard'),
        (samples) =>
          total(samples, 'hub_events_consumed_total', consumed) >= 1 &&
          total(samples, 'hub_events_consumer_lag') === 0,
      );
      expect(total(leaderboard, 'hub_events_consumed_total', consumed)).toBe(1);
      expect(total(leaderboard, 'hub_events_failed_total', consumed)).toBe(0);
      expect(
        series(leaderboard, 'hub_events_consumer_lag').map((sample) => sample.labels.consumer),
      ).toContain('leaderboard-games-games_finished_all');
      expect(total(leaderboard, 'hub_events_consumer_lag')).toBe(0);
      // From the finish to the stats, for the objective's alert: once, within seconds.
      expect(
        total(leaderboard, 'hub_finished_game_stats_delay_seconds_count', { game: 'jotto' }),
      ).toBe(1);
      expect(
        total(leaderboard, 'hub_finished_game_stats_delay_seconds_bucket', {
          game: 'jotto',
          le: '5',
        }),
      ).toBe(1);

      // The consumer's lines name the event it applied, and the request that caused it: the
      // winning guess, whose id jotto's own lines carry.
      const applied = logOf('leaderboard').find(
        (line) => line.msg === 'Event applied' && line.eventId === event!.event_id,
      );
      expect(applied).toMatchObject({ subject });
      expect(logOf('jotto')).toContainEqual(
        expect.objectContaining({
          msg: 'request completed',
          path: '/api/jotto/daily/guess',
          requestId: applied!.requestId,
        }),
      );
    }, 60_000);
  });
});
