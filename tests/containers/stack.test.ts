// `npm run test:containers`: builds the images, runs the compose files as a developer's plain
// `docker compose up` does (docker-compose.yml and docker-compose.override.yml) and checks, through
// the gateway, what only the containerised topology can show: events between containers, scaling,
// a replica dying under load, a rolling replacement of a service's replicas with no failed request
// (infra/scripts/compose-roll.sh), restarts keeping data, replicas migrating a fresh database, and a
// sign-up verified through the mail catcher's page, as an admin by ADMIN_EMAILS, and, with the
// observability profile on, Prometheus scraping every replica and raising an alert for a fault.
// The production way (`-f docker-compose.yml`) differs only by that file, which the test checks
// it leaves out.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import {
  BloomDailyInfo,
  GameStat,
  JottoDaily,
  JottoDailyGuessResult,
  ReminderSettings,
} from '@hub/proto';
import { wordreeService } from '@hub/wordree';
import { eventually } from '../support/eventually';
import { Browserish } from '../support/http';
import { solveJotto } from '../support/jotto-solver';
import { freePort } from '../support/processes';
import { ComposeProject, everyCompose, findCompose, run } from './compose';
import { baseImages } from './images';
import { countByReplica, runLoad, type Sample } from '../support/load';

const compose = findCompose();
if (!compose.command) {
  const line = '!'.repeat(78);
  console.warn(
    `\n${line}\n  CONTAINER TESTS SKIPPED: ${compose.reason}.\n` +
      '  `bash infra/scripts/ensure-docker.sh` installs and starts Docker; then run again.\n' +
      `${line}\n`,
  );
}

/** After a replica dies, how long the gateway may take to stop sending it requests. */
const NOTICE_MS = 5_000;

/** A mail as the catcher's REST API lists it (MailDev's GET /api/email), as far as read here. */
interface CaughtMail {
  subject: string;
  to: Array<{ address: string }>;
  text: string;
}

const jottoStat = async (tab: Browserish) =>
  GameStat.array()
    .parse((await tab.get('/api/user/stats')).json)
    .find((stat) => stat.gameType === 'jotto');

describe.skipIf(!compose.command)('the stack in containers, through the gateway', () => {
  // Lower-case letters and digits: a valid project name for Compose v1 and v2.
  const name = `hubtest${randomBytes(4).toString('hex')}`;
  // Its own image tags, so that another checkout's run cannot swap an image under this one.
  // SMTP_URL and PUBLIC_URL empty: the mail goes to the catcher, its links to the published port,
  // whatever the shell running the test has.
  const adminEmail = `admin-${name}@example.com`;
  const env: Record<string, string> = {
    HUB_IMAGE: `puzzle-hub:${name}`,
    MAIL_IMAGE: `puzzle-hub-mail:${name}`,
    ADMIN_EMAILS: adminEmail,
    SMTP_URL: '',
    PUBLIC_URL: '',
    // Prometheus too, as an operator adds it: `--profile observability`, in every command.
    COMPOSE_PROFILES: 'observability',
  };
  const project = new ComposeProject(name, compose.command ?? [], env);
  const email = `player-${name}@example.com`;
  const password = 'correct horse battery';
  let origin: string;
  let player: Browserish;

  beforeAll(async () => {
    env.HUB_PORT = String(await freePort());
    env.MAIL_PORT = String(await freePort());
    env.PROMETHEUS_PORT = String(await freePort());
    origin = `http://127.0.0.1:${env.HUB_PORT}`;
    Object.assign(env, await baseImages(project));
    await timed('build', () => project.compose('build'));
    // Three replicas of one service on a fresh database from the very first start.
    await timed('up', () => project.compose('up', '-d', '--scale', 'wordree=3'));
    await timed('healthy', () => project.waitUntilHealthy());
  }, 30 * 60_000);

  afterAll(async () => {
    await project.down().catch((error: Error) => console.error(error.message));
    // Untagged only: their layers stay as the next build's cache.
    for (const image of [env.HUB_IMAGE!, env.MAIL_IMAGE!]) {
      await run('docker', ['rmi', '--no-prune', image]).catch(() => undefined);
    }
  }, 120_000);

  it('brings up three replicas started at once on a fresh database, migrating it once', async () => {
    const replicas = await project.containers('wordree');
    expect(replicas.map(({ health, restarts }) => ({ health, restarts }))).toEqual(
      Array(3).fill({ health: 'healthy', restarts: 0 }),
    );
    const migrations = await project.psql('SELECT name FROM wordree.knex_migrations ORDER BY id');
    expect(migrations).toEqual(Object.keys(wordreeService.migrations).sort());
  });

  it("serves each game's daily to a guest", async () => {
    const guest = new Browserish(origin);
    const wordree = await guest.get('/api/puzzle-templates/daily');
    expect(wordree.status).toBe(200);
    expect(JottoDaily.parse((await guest.get('/api/jotto/daily')).json).completed).toBe(false);
    expect(BloomDailyInfo.safeParse((await guest.get('/api/bloom/daily')).json).success).toBe(true);
  });

  it("lets a player solve today's Jotto and see it in their stats (events cross containers)", async () => {
    player = new Browserish(origin);
    // Left unverified (its mail unread in the catcher): an unverified account signs in with its
    // password and plays.
    expect((await player.post('/api/auth/signup', { email, password })).status).toBe(201);
    expect((await player.post('/api/auth/login', { email, password })).status).toBe(200);
    const solved = await solveJotto(async (word) => {
      const answer = await player.post('/api/jotto/daily/guess', { guess: word });
      expect(answer.status, answer.text).toBe(200);
      const { isCorrect, guess } = JottoDailyGuessResult.parse(answer.json);
      return { isCorrect, matchingLetters: guess.matchingLetters };
    });
    const daily = JottoDaily.parse((await player.get('/api/jotto/daily')).json);
    expect(daily).toMatchObject({ completed: true, word: solved.word.toUpperCase() });
    // Jotto's outbox, NATS and the leaderboard service's consumer, each in its own container.
    const stat = await eventually(
      () => jottoStat(player),
      (found) => found?.gamesPlayed === 1,
      { timeoutMs: 30_000, intervalMs: 250 },
    );
    expect(stat).toMatchObject({ gamesPlayed: 1, currentStreak: 1 });
    // Streak reminders are offered with no setting: the secrets step made the VAPID key.
    const reminders = ReminderSettings.parse((await player.get('/api/reminders')).json);
    expect(Buffer.from(reminders.publicKey ?? '', 'base64url')).toHaveLength(65);
  });

  it('mails the verification link to the catcher, whose page shows it; following it verifies an ADMIN_EMAILS address as an admin', async () => {
    const admin = new Browserish(origin);
    expect((await admin.post('/api/auth/signup', { email: adminEmail, password })).status).toBe(
      201,
    );
    // As the developer would: the catcher's page on MAIL_PORT, its REST API listing the mails.
    const mailPage = `http://127.0.0.1:${env.MAIL_PORT}`;
    const page = await new Browserish(mailPage).get('/', { accept: 'text/html' });
    expect(page.status).toBe(200);
    expect(page.text).toMatch(/MailDev/);
    const toAdmin = (mails: CaughtMail[]) =>
      mails.find((caught) => caught.to.some((to) => to.address === adminEmail));
    const mail = toAdmin(
      await eventually(
        async () => ((await new Browserish(mailPage).get('/api/email')).json ?? []) as CaughtMail[],
        (mails) => toAdmin(mails) !== undefined,
        { timeoutMs: 30_000, intervalMs: 250 },
      ),
    );
    expect(mail?.subject).toMatch(/Confirm your e-mail/);
    // The link leads to the published gateway: its page, which posts the token from the fragment.
    const link = new URL(mail!.text.split(/\s+/).find((word) => word.includes('/verify-email#'))!);
    expect(link.origin).toBe(`http://localhost:${env.HUB_PORT}`);
    expect((await admin.get(link.pathname, { accept: 'text/html' })).status).toBe(200);
    const token = new URLSearchParams(link.hash.slice(1)).get('token');
    const verified = await admin.post('/api/auth/verify-email', { token, password });
    expect(verified.status, verified.text).toBe(200);
    expect((await admin.get('/api/user')).json).toMatchObject({
      email: adminEmail,
      emailVerified: true,
      isAdmin: true,
    });
    expect((await admin.get('/api/admin/daily')).status).toBe(200);
  });

  it('leaves the catcher out when run the production way (`-f docker-compose.yml`), as every Compose here reads the files', async () => {
    // The files as Compose itself reads and merges them: v2 and v1 alike, where both are here
    // (this run's stack is up with the first).
    const resolved = async (of: ComposeProject) =>
      parse(await of.compose('config')) as {
        services: Record<string, { environment?: Record<string, string> }>;
      };
    const composes = everyCompose();
    console.log(`containers: compose files read by ${composes.map((c) => c.join(' ')).join(', ')}`);
    for (const command of composes) {
      const through = project.withCommand(command);
      const [production, development] = await Promise.all([
        resolved(through.withFiles(['docker-compose.yml'])),
        resolved(through),
      ]);
      expect(Object.keys(development.services).sort()).toEqual(
        [...Object.keys(production.services), 'mail'].sort(),
      );
      // Only auth's SMTP_URL differs: unset in production, where auth warns at start that nobody
      // can verify an address.
      const authEnv = development.services.auth!.environment!;
      expect(authEnv.SMTP_URL).toBe('smtp://mail:1025');
      expect(production.services.auth!.environment).toEqual({ ...authEnv, SMTP_URL: '' });
    }
  });

  it('spreads 300 Jotto requests over three replicas', async () => {
    await timed('scale', () => project.compose('up', '-d', '--scale', 'jotto=3'));
    await project.waitUntilHealthy();
    const hostnames = (await project.containers('jotto')).map((replica) => replica.hostname);
    expect(hostnames).toHaveLength(3);

    const guest = await signedGuest();
    const samples = await runLoad(guest, '/api/jotto/daily', {
      concurrency: 6,
      enough: (done) => done.length >= 300,
    });
    expect(samples.filter((sample) => sample.status !== 200)).toEqual([]);
    const counts = countByReplica(samples);
    console.log('containers: answers per replica', counts);
    expect(Object.keys(counts).sort()).toEqual([...hostnames].sort());
    for (const count of Object.values(counts)) expect(count).toBeGreaterThanOrEqual(60);
  });

  it('loses a handful of requests at most when a replica is killed under load, none once the gateway noticed', async () => {
    const [victim] = await project.containers('jotto');
    const guest = await signedGuest();
    let killing: Promise<void> | undefined;
    let killedAt = Infinity;
    const samples = await runLoad(guest, '/api/jotto/daily', {
      concurrency: 6,
      // Load before the kill, then well past the moment the gateway must have noticed.
      after: (done) => {
        if (done.length >= 60 && !killing) {
          killing = run('docker', ['kill', victim!.id]).then(() => void (killedAt = Date.now()));
        }
      },
      enough: () => Date.now() > killedAt + NOTICE_MS + 5_000,
    });
    const failed = (list: Sample[]) => list.filter((sample) => sample.status !== 200);
    const before = samples.filter((sample) => sample.startedAt < killedAt);
    const noticed = samples.filter((sample) => sample.startedAt > killedAt + NOTICE_MS);
    console.log(
      `containers: ${failed(samples).length} of ${samples.length} requests failed around the kill`,
      countByReplica(samples),
    );
    // It was one of the replicas answering when it died.
    expect(before.some((sample) => sample.servedBy === victim!.hostname)).toBe(true);
    expect(failed(samples).length, JSON.stringify(failed(samples))).toBeLessThanOrEqual(5);
    expect(noticed.length).toBeGreaterThan(20);
    expect(failed(noticed)).toEqual([]);
    expect(noticed.filter((sample) => sample.servedBy === victim!.hostname)).toEqual([]);
  });

  it('replaces two replicas one at a time under load with no failed request (compose-roll.sh)', async () => {
    await project.compose('up', '-d', '--no-deps', '--scale', 'jotto=2', 'jotto');
    await project.waitUntilHealthy();
    const before = await project.containers('jotto');
    expect(before.map((replica) => replica.status)).toEqual(['running', 'running']);

    const guest = await signedGuest();
    let rolledAt = Infinity;
    const rolling = timed('roll', () => project.roll('jotto')).finally(
      () => void (rolledAt = Date.now()),
    );
    const samples = await runLoad(guest, '/api/jotto/daily', {
      concurrency: 6,
      // Past the last old replica's stop, and long enough to see who answers after it.
      enough: () => Date.now() > rolledAt + 3_000,
    });
    console.log(await rolling);
    const after = await project.containers('jotto');
    const failed = samples.filter((sample) => sample.status !== 200);
    console.log(
      `containers: ${failed.length} of ${samples.length} requests failed in the roll`,
      countByReplica(samples),
    );
    expect(failed).toEqual([]);
    // Two new replicas, none of the old: each answered, and only they after the roll.
    const oldNames = before.map((replica) => replica.hostname);
    const newNames = after.map((replica) => replica.hostname);
    expect(newNames).toHaveLength(2);
    expect(newNames.filter((hostname) => oldNames.includes(hostname))).toEqual([]);
    const last = samples.filter((sample) => sample.startedAt > rolledAt);
    expect(last.length).toBeGreaterThan(20);
    expect(new Set(last.map((sample) => sample.servedBy))).toEqual(new Set(newNames));
  });

  it('is watched by Prometheus (the observability profile): every replica scraped, the rules loaded', async () => {
    // Each replica found by DNS, the scaled ones too: Jotto's two (the scaling above left one of
    // every other service).
    const replicas = await eventually(
      () => prometheus('count by (job) (up == 1)'),
      (counts) => counts.jotto === 2 && Object.keys(counts).length === 7,
      { timeoutMs: 60_000, intervalMs: 1_000 },
    );
    expect(replicas).toEqual({
      gateway: 1,
      auth: 1,
      wordree: 1,
      jotto: 2,
      bloom: 1,
      leaderboard: 1,
      admin: 1,
    });
    // The site's own series, from each replica: its dependencies, checked at each scrape.
    expect(await prometheus('count by (job) (hub_dependency_up == 1)')).toMatchObject({
      gateway: 1,
      wordree: 2,
      jotto: 4,
    });
    // Traffic the tests above made, counted at the gateway and by the replicas that answered it.
    expect(
      (await prometheus('sum by (job) (hub_http_requests_total{route="/api/jotto/daily"})')).jotto,
    ).toBeGreaterThan(0);
    expect((await prometheus('min by (service) (hub_gateway_ready_replicas)')).jotto).toBe(2);
    const rules = (await prometheusApi('rules')) as {
      groups: { name: string; rules: { name: string }[] }[];
    };
    const alerts = rules.groups.flatMap((group) => group.rules.map((rule) => rule.name));
    expect(alerts).toEqual(expect.arrayContaining(['ApiErrorBudgetBurn', 'NatsUnreachable']));
  });

  it('raises NatsUnreachable when NATS stops, for each service, and it clears once NATS is back', async () => {
    await project.compose('stop', 'nats');
    try {
      const pending = await eventually(
        () => alertsNamed('NatsUnreachable'),
        (alerts) => alerts.length >= 6,
        { timeoutMs: 60_000, intervalMs: 1_000 },
      );
      // Every service: each needs its event transport to be ready.
      expect(new Set(pending.map((alert) => alert.labels.service))).toEqual(
        new Set(['auth', 'wordree', 'jotto', 'bloom', 'leaderboard', 'admin']),
      );
      // Not yet a page: it waits 2 minutes for NATS to come back first.
      expect(pending.every((alert) => alert.state === 'pending')).toBe(true);
    } finally {
      await project.compose('start', 'nats');
    }
    await project.waitUntilHealthy();
    const cleared = await eventually(
      () => alertsNamed('NatsUnreachable'),
      (alerts) => alerts.length === 0,
      { timeoutMs: 60_000, intervalMs: 1_000 },
    );
    expect(cleared).toEqual([]);
  });

  it('keeps users, sessions, games and stats across `restart`', async () => {
    await timed('restart', () => project.compose('restart'));
    await project.waitUntilHealthy();
    // The session lives in Redis (append-only file on its volume).
    expect((await player.get('/api/user')).status).toBe(200);
    const again = new Browserish(origin);
    expect((await again.post('/api/auth/login', { email, password })).status).toBe(200);
    expect(JottoDaily.parse((await again.get('/api/jotto/daily')).json).completed).toBe(true);
    expect(await jottoStat(again)).toMatchObject({ gamesPlayed: 1 });
  });

  it('leaves nothing behind after `down -v`', async () => {
    await project.down();
    expect(await project.containers()).toEqual([]);
    expect(await project.volumes()).toEqual([]);
  });

  /** Prometheus's HTTP API, on its published port: the `data` of an answer. */
  async function prometheusApi(path: string): Promise<unknown> {
    const answer = await fetch(`http://127.0.0.1:${env.PROMETHEUS_PORT}/api/v1/${path}`);
    const body = (await answer.json()) as { status: string; data: unknown };
    expect(body.status, path).toBe('success');
    return body.data;
  }

  /** An instant query whose series each carry one label (`job`, `service`): value by label. */
  async function prometheus(query: string): Promise<Record<string, number>> {
    const data = (await prometheusApi(`query?query=${encodeURIComponent(query)}`)) as {
      result: { metric: Record<string, string>; value: [number, string] }[];
    };
    return Object.fromEntries(
      data.result.map(({ metric, value }) => [Object.values(metric)[0] ?? '', Number(value[1])]),
    );
  }

  async function alertsNamed(name: string) {
    const data = (await prometheusApi('alerts')) as {
      alerts: { labels: Record<string, string>; state: string }[];
    };
    return data.alerts.filter((alert) => alert.labels.alertname === name);
  }

  /** A guest with a session already, so that concurrent requests share it. */
  async function signedGuest() {
    const guest = new Browserish(origin);
    expect((await guest.get('/api/jotto/daily')).status).toBe(200);
    return guest;
  }
});

/** Runs `step`, printing how long it took (the CI budget is watched). */
async function timed<T>(label: string, step: () => Promise<T>): Promise<T> {
  const started = Date.now();
  try {
    return await step();
  } finally {
    console.log(`containers: ${label} took ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
}
