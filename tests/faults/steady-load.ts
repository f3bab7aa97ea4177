import { dayKey } from '@hub/proto';
import pg from 'pg';
import { Browserish } from '../support/http';
import { sleep } from '../support/processes';

export interface Outcome {
  at: number;
  path: string;
  /** 0 when there was no answer at all. */
  status: number;
}

/**
 * What a site sees on an ordinary day, while a fault test breaks things: returning players reading
 * today's puzzles, and new players finishing today's Jotto (each finish a games.finished event the
 * leaderboard must count exactly once). Every answer is kept, for the budgets.
 */
export class SteadyLoad {
  readonly outcomes: Outcome[] = [];
  /** Finishes the client was told about (isCorrect): the lower bound of what must be counted. */
  confirmedFinishes = 0;
  private running = false;
  private workers: Promise<void>[] = [];
  /** While set, no new player starts finishing; resolved when they may again. */
  private held: { until: Promise<void>; release: () => void } | null = null;
  private finishing: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly gatewayUrl: string,
    private readonly secretWord: string,
  ) {}

  start(): void {
    this.running = true;
    const readers = ['/api/jotto/daily', '/api/bloom/daily', '/api/config'].map((path) =>
      this.loop(async (tab) => this.record(path, () => tab.get(path))),
    );
    const finisher = this.loop(async () => {
      if (this.held) await this.held.until;
      const finish = this.finishOne();
      this.finishing = finish;
      await finish;
    });
    this.workers = [...readers, finisher];
  }

  /**
   * Stops new finishes and waits for the one in flight, so the books can be read still: under a
   * steady stream they would never be caught balanced at one instant.
   */
  async holdFinishes(): Promise<void> {
    let release = () => {};
    const until = new Promise<void>((resolve) => (release = resolve));
    this.held = { until, release };
    await this.finishing;
  }

  releaseFinishes(): void {
    this.held?.release();
    this.held = null;
  }

  /** A new player opens today's Jotto and solves it at once. */
  private async finishOne(): Promise<void> {
    const newcomer = new Browserish(this.gatewayUrl);
    const opened = await this.record('/api/jotto/daily', () => newcomer.get('/api/jotto/daily'));
    if (opened !== 200) return;
    const guessed = await newcomer
      .post('/api/jotto/daily/guess', { guess: this.secretWord })
      .catch(() => null);
    this.outcomes.push({ at: Date.now(), path: 'guess', status: guessed?.status ?? 0 });
    if (guessed?.status === 200 && guessed.json.isCorrect) this.confirmedFinishes++;
  }

  async stop(): Promise<void> {
    this.running = false;
    this.releaseFinishes();
    await Promise.all(this.workers);
  }

  /** The answers given since `since` (a Date.now()). */
  since(since: number): Outcome[] {
    return this.outcomes.filter((outcome) => outcome.at >= since);
  }

  private async record(path: string, send: () => Promise<{ status: number }>): Promise<number> {
    const answer = await send().catch(() => null);
    const status = answer?.status ?? 0;
    this.outcomes.push({ at: Date.now(), path, status });
    return status;
  }

  private async loop(step: (tab: Browserish) => Promise<unknown>): Promise<void> {
    const tab = new Browserish(this.gatewayUrl);
    while (this.running) {
      await step(tab);
      await sleep(40);
    }
  }
}

/** Today's Jotto word, as the jotto service stored it (the test reads the database directly). */
export async function todaysJottoWord(databaseUrl: string, gatewayUrl: string): Promise<string> {
  // The first request makes today's puzzle if the scheduler has not yet.
  await new Browserish(gatewayUrl).get('/api/jotto/daily');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query('SELECT word FROM jotto.daily_puzzles WHERE day = $1', [
      dayKey(),
    ]);
    return rows[0].word as string;
  } finally {
    await client.end();
  }
}

/**
 * The books: finished Jotto games as the game stored them, and as the leaderboard counted them
 * (games played, summed), and the most any one player was counted.
 */
export async function books(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const stored = await client.query(
      'SELECT count(*)::int AS n FROM jotto.daily_games WHERE solved_at IS NOT NULL',
    );
    const counted = await client.query(
      `SELECT coalesce(sum(games_played), 0)::int AS n, coalesce(max(games_played), 0)::int AS most
         FROM leaderboard.game_stats WHERE game = 'jotto'`,
    );
    return {
      stored: stored.rows[0].n as number,
      counted: counted.rows[0].n as number,
      mostForOnePlayer: counted.rows[0].most as number,
    };
  } finally {
    await client.end();
  }
}
