// Reports finished games the way a game service does, so progress (stats, streaks, achievements,
// leaderboards) can be tried before the games exist:
//
//   npx tsx infra/scripts/publish-game-event.ts --game jotto --user <userId> --attempts 4
//   npx tsx infra/scripts/publish-game-event.ts --game bloom --guest <guestId> --hints 0 --time 95
//   npx tsx infra/scripts/publish-game-event.ts --game wordree --user <id> --score 300 --days 7
//
// The events go into the game's own outbox (its schema in DATABASE_URL), in one transaction. With
// NATS_URL set they are also relayed to JetStream at once; without it (the single-process
// `npm start`), the running site's relay publishes them.
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { createLogger, env, JetStreamTransport, loadConfig } from '@hub/kit';
import { addDays, dayKey, GameType } from '@hub/proto';
import { finishedGame, GameOutboxes } from '../../tests/support/game-events';

const USAGE = `Usage: npx tsx infra/scripts/publish-game-event.ts --game <wordree|jotto|bloom>
  (--user <userId> | --guest <guestId>)
  [--mode daily|endless|vs] [--lost] [--score N] [--attempts N] [--time SECONDS] [--hints N]
  [--day YYYY-MM-DD] [--days N  (one game on each of the N days ending on --day)]`;

const count = z.coerce.number().int().nonnegative();
const Options = z
  .object({
    game: GameType,
    user: z.string().min(1).optional(),
    guest: z.string().min(1).optional(),
    mode: z.string().min(1).default('daily'),
    lost: z.boolean().default(false),
    score: count.default(100),
    attempts: count.optional(),
    time: count.optional(),
    hints: count.optional(),
    day: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'day must be YYYY-MM-DD')
      .default(() => dayKey()),
    days: z.coerce.number().int().min(1).max(366).default(1),
  })
  .refine((options) => Boolean(options.user) !== Boolean(options.guest), {
    message: 'give exactly one of --user or --guest',
  });

const { values } = parseArgs({
  options: {
    game: { type: 'string' },
    user: { type: 'string' },
    guest: { type: 'string' },
    mode: { type: 'string' },
    lost: { type: 'boolean' },
    score: { type: 'string' },
    attempts: { type: 'string' },
    time: { type: 'string' },
    hints: { type: 'string' },
    day: { type: 'string' },
    days: { type: 'string' },
    help: { type: 'boolean' },
  },
});
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
const parsed = Options.safeParse(values);
if (!parsed.success) {
  console.error(`${z.prettifyError(parsed.error)}\n\n${USAGE}`);
  process.exit(2);
}
const options = parsed.data;
const config = loadConfig(
  z.object({ DATABASE_URL: env.url(), NATS_URL: env.url().optional(), LOG_LEVEL: env.logLevel() }),
);
const logger = createLogger('publish-game-event', config.LOG_LEVEL);

const playerId = options.user ?? options.guest ?? '';
const games = Array.from({ length: options.days }, (_, index) =>
  finishedGame({
    game: options.game,
    playerId,
    ...(options.user ? { userId: options.user } : {}),
    day: addDays(options.day, index - options.days + 1),
    mode: options.mode,
    won: !options.lost,
    score: options.score,
    ...(options.attempts === undefined ? {} : { attempts: options.attempts }),
    ...(options.time === undefined ? {} : { timeTaken: options.time }),
    ...(options.hints === undefined ? {} : { hintsUsed: options.hints }),
  }),
);

const outboxes = new GameOutboxes(config.DATABASE_URL);
try {
  const events = await outboxes.enqueue(...games);
  for (const event of events) console.log(JSON.stringify(event));
  if (config.NATS_URL) {
    const transport = await JetStreamTransport.connect({ url: config.NATS_URL, logger });
    const published = await outboxes.publishPending(transport, logger);
    await transport.close();
    console.log(`Published ${published} pending event(s) of the game outboxes to JetStream.`);
  } else {
    console.log(`Queued ${events.length} event(s); the running site's relay publishes them.`);
  }
} catch (error) {
  const missing =
    error instanceof Error && /relation .*outbox.* does not exist/.test(error.message);
  console.error(
    missing
      ? `The ${options.game} schema has no outbox yet: start the site once (npm start) first.`
      : error,
  );
  process.exitCode = 1;
} finally {
  await outboxes.close();
}
