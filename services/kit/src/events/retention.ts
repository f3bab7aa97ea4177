import type { STREAMS } from '@hub/proto';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const MiB = 1024 ** 2;

export interface StreamLimits {
  maxAgeMs: number;
  maxBytes: number;
}

/**
 * How long an event is kept at each stage, and why the numbers must stay in this order.
 *
 * Streams use JetStream's limits retention: a message goes once it is older than `max_age`,
 * acknowledged or not. So `max_age` is the longest a durable consumer may be down or stuck and
 * still catch up by itself: a week covers a long weekend and the time to fix what broke.
 * `max_bytes` (discard old) only guards the NATS disk against a runaway producer: a stored game
 * event takes about 450 bytes, so 256 MiB is some 600,000, a week at 85,000 games a day; PLAYERS
 * carries a sign-in or a sign-up per event, far fewer, so a quarter of that. Should a cap bite
 * first, the oldest go, which hurts only a consumer that far behind; discarding new ones instead
 * would refuse every publish until a week had passed. NATS reserves each stream's `max_bytes` up
 * front, and refuses a stream its JetStream storage cannot hold: the sum (352 MiB) is kept small
 * so that a modest NATS volume, and every test namespace on a developer's NATS, fits. A busier
 * site raises these numbers and sizes its NATS storage to match.
 *
 * ACHIEVEMENTS is a public fact stream that nothing consumes yet: the unlock toasts are read from
 * the leaderboard's database. It stays so that a future subscriber (e-mail notifications, say) can
 * have the unlocks without changing the leaderboard; such a subscriber only wants fresh ones, so a
 * day and a small cap, rather than a week of stale unlocks piling up for nobody.
 *
 * DEAD_LETTERS holds the events a consumer gave up on (jetstream.ts): a week for an operator to
 * look and replay. A replay goes to every consumer of the subject, and those that applied the
 * event drop it by their processed-event records, which outlive any dead letter (see below).
 */
export const STREAM_LIMITS: Record<(typeof STREAMS)[number]['name'], StreamLimits> = {
  GAMES: { maxAgeMs: 7 * DAY_MS, maxBytes: 256 * MiB },
  PLAYERS: { maxAgeMs: 7 * DAY_MS, maxBytes: 64 * MiB },
  ACHIEVEMENTS: { maxAgeMs: DAY_MS, maxBytes: 16 * MiB },
  DEAD_LETTERS: { maxAgeMs: 7 * DAY_MS, maxBytes: 16 * MiB },
};

/**
 * Published outbox rows. The relay reads only pending rows, and those are never pruned: deleting
 * one would lose its event. A published row is kept only to see when an event went out and to
 * replay it by hand (set `published_at` back to NULL), which is worth it while the stream may still
 * hold the event: as long as the longest `max_age`.
 */
export const OUTBOX_RETENTION_MS = 7 * DAY_MS;

/** The longest any stream keeps a message. */
const LONGEST_MAX_AGE_MS = Math.max(
  ...Object.values(STREAM_LIMITS).map((limits) => limits.maxAgeMs),
);

/**
 * A consumer's processed-event records. A record is needed only to drop a redelivery, and
 * JetStream redelivers a message only while the stream holds it, at most `max_age` after it was
 * stored. The relay republishes only pending rows: a row published but not marked (its commit
 * failed) goes out again once its database answers, and within the duplicate window (minutes)
 * `Nats-Msg-Id` drops that copy. A copy stored later than that comes from a replay by hand of an
 * outbox row (at most OUTBOX_RETENTION after the first publish) or from a database outage as long.
 * So a record is kept for the longest `max_age` plus OUTBOX_RETENTION, plus a day for clock skew
 * between NATS and Postgres (15 days): an older one can never be needed to drop a duplicate.
 * In the single-process `npm start` there is no stream: an event is sent again while its row stays
 * pending, as long as some consumer keeps failing it, which holds up every later event of its
 * service; the same 15 days bound how long that may be left unfixed.
 */
export const PROCESSED_EVENTS_RETENTION_MS = LONGEST_MAX_AGE_MS + OUTBOX_RETENTION_MS + DAY_MS;

/**
 * Once an hour per process: rows age by days, so pruning more often would only repeat the query.
 * Each prune runs at start too, so a service restarted more often than hourly still prunes.
 */
export const PRUNE_INTERVAL_MS = HOUR_MS;

/** Rows per DELETE: each statement is short, so even a huge backlog never holds a long lock. */
export const PRUNE_BATCH_SIZE = 1_000;
