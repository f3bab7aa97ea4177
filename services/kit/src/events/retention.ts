import type { STREAMS } from '@hub/proto';

const DAY_MS = 24 * 3_600_000;
const MiB = 1024 ** 2;

export interface StreamLimits {
  maxAgeMs: number;
  maxBytes: number;
}

/**
 * Streams use JetStream's limits retention: a message goes once it is older than `max_age`,
 * acknowledged or not. So `max_age` is the longest a durable consumer may be down or stuck and
 * still catch up by itself: a week covers a long weekend and the time to fix what broke.
 * `max_bytes` (discard old) only guards the NATS disk against a runaway producer: a stored game
 * event takes about 450 bytes, so 1 GiB is some 2.4 million, a week at 340,000 games a day, well
 * above what we expect; PLAYERS carries a sign-in or a sign-up per event, far fewer, so a quarter
 * of that. Should a cap bite first, the oldest go, which hurts only a consumer that far behind;
 * discarding new ones instead would refuse every publish until a week had passed. NATS reserves
 * each stream's `max_bytes` up front: its JetStream storage must hold their sum (1.3 GiB).
 *
 * ACHIEVEMENTS is a public fact stream that nothing consumes yet: the unlock toasts are read from
 * the leaderboard's database. It stays so that a future subscriber (e-mail notifications, say) can
 * have the unlocks without changing the leaderboard; such a subscriber only wants fresh ones, so a
 * day and a small cap, rather than a week of stale unlocks piling up for nobody.
 */
export const STREAM_LIMITS: Record<(typeof STREAMS)[number]['name'], StreamLimits> = {
  GAMES: { maxAgeMs: 7 * DAY_MS, maxBytes: 1024 * MiB },
  PLAYERS: { maxAgeMs: 7 * DAY_MS, maxBytes: 256 * MiB },
  ACHIEVEMENTS: { maxAgeMs: DAY_MS, maxBytes: 64 * MiB },
};
