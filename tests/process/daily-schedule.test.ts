// Replicas of each game started together top their schedules up at once: one puzzle per day,
// whoever gets there first, and no failure for the others.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../support/eventually';
import {
  startPlannedDeployment,
  waitUntilReady,
  type PlannedDeployment,
} from '../support/planned-deployment';
import type { NodeProcess } from '../support/processes';
import { scheduleWindow } from '../support/schedule';

const GAMES = ['jotto', 'bloom', 'wordree'] as const;
type Game = (typeof GAMES)[number];

/** Each game's stored days in the window: how many puzzles each day has, current or retired. */
const PUZZLES_PER_DAY: Record<Game, string> = {
  jotto:
    'SELECT day, count(*)::int AS n, min(word) AS answer FROM jotto.daily_puzzles GROUP BY day',
  bloom:
    'SELECT day_key AS day, count(*)::int AS n, min(solution::text) AS answer FROM bloom.daily_puzzles GROUP BY day_key',
  wordree:
    'SELECT day, count(*)::int AS n, min(template_id)::text AS answer FROM wordree.daily_puzzles GROUP BY day',
};

const DELETE_DAYS: Record<Game, string> = {
  jotto: 'DELETE FROM jotto.daily_puzzles WHERE day = ANY($1)',
  bloom: 'DELETE FROM bloom.daily_puzzles WHERE day_key = ANY($1)',
  wordree: 'DELETE FROM wordree.daily_puzzles WHERE day = ANY($1)',
};

describe('replicas topping up one schedule at once', () => {
  let deployment: PlannedDeployment;
  let client: pg.Client;

  beforeAll(async () => {
    deployment = await startPlannedDeployment({ logLevel: 'info' });
    client = new pg.Client({ connectionString: deployment.database.url });
    await client.connect();
  });

  afterAll(async () => {
    await client?.end();
    await deployment?.stop();
  });

  async function startReplicas(game: Game, count: number): Promise<NodeProcess[]> {
    const replicas = await Promise.all(
      Array.from({ length: count }, () => deployment.startReplica(game)),
    );
    await waitUntilReady(replicas);
    return replicas.map(({ node }) => node);
  }

  async function storedDays(game: Game) {
    const { rows } = await client.query<{ day: string; n: number; answer: string }>(
      PUZZLES_PER_DAY[game],
    );
    return new Map(rows.map((row) => [row.day, row]));
  }

  /** Waits for the game's whole window; answers each day's one puzzle. */
  async function fullWindow(game: Game): Promise<string[]> {
    const window = scheduleWindow();
    const stored = await eventually(
      () => storedDays(game),
      (days) => window.every((day) => days.has(day)),
      { timeoutMs: 60_000, intervalMs: 250 },
    );
    expect([...stored.keys()].sort(), game).toEqual(window);
    for (const day of window) expect(stored.get(day)!.n, `${game} ${day}`).toBe(1);
    return window.map((day) => stored.get(day)!.answer);
  }

  it('leaves exactly one puzzle per day, with no replica failing', async () => {
    const replicas = (await Promise.all(GAMES.map((game) => startReplicas(game, 3)))).flat();
    const answers = Object.fromEntries(
      await Promise.all(GAMES.map(async (game) => [game, await fullWindow(game)] as const)),
    ) as Record<Game, string[]>;
    // Jotto's choices see each other: no word twice, though three replicas chose at once.
    expect(new Set(answers.jotto).size).toBe(15);
    // Wordree made one daily template per day, not one per replica.
    const templates = await client.query(
      'SELECT count(*)::int AS n FROM wordree.templates WHERE for_daily',
    );
    expect(templates.rows[0].n).toBe(15);
    // Every replica's scheduler ran (and said what it filled, or nothing), none failed.
    for (const node of replicas) expect(node.output(), node.name).not.toMatch(/dailies failed/);
  }, 180_000);

  it('fills a gap at the next top-up, and leaves the other days as they were', async () => {
    const before = Object.fromEntries(
      await Promise.all(GAMES.map(async (game) => [game, await fullWindow(game)] as const)),
    ) as Record<Game, string[]>;
    const gap = scheduleWindow().slice(4, 7);
    for (const game of GAMES) await client.query(DELETE_DAYS[game], [gap]);
    // One more replica of each: its start-up top-up is the scheduled job's first round.
    await Promise.all(GAMES.map((game) => startReplicas(game, 1)));
    for (const game of GAMES) {
      const after = await fullWindow(game);
      const changed = after.flatMap((answer, i) => (answer === before[game][i] ? [] : [i]));
      // Wordree's answer column is the template id, new for a refilled day as well.
      expect(
        changed.every((i) => i >= 4 && i < 7),
        game,
      ).toBe(true);
    }
  }, 180_000);
});
