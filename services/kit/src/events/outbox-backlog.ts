import type { Knex } from '../db';
import { outboxOldestPendingAge, outboxPendingEvents } from '../metrics';
import { OUTBOX_TABLE } from './outbox';

interface Backlog {
  pending: number;
  oldestAgeSeconds: number;
}

/**
 * How many events wait in the outbox and how long the oldest has waited: read from the table at
 * each scrape rather than kept by the relay, so a relay that is stuck, or not running at all, shows
 * as a backlog that grows. The pending rows have an index of their own (outbox.ts).
 */
async function backlogOf(db: Knex): Promise<Backlog> {
  const [row] = await db(OUTBOX_TABLE)
    .whereNull('published_at')
    .select(
      db.raw('count(*)::int AS pending'),
      db.raw('coalesce(extract(epoch FROM now() - min(created_at)), 0)::float AS oldest'),
    );
  const { pending, oldest } = row as { pending: number; oldest: number };
  return { pending, oldestAgeSeconds: oldest };
}

/**
 * Reports the service's outbox backlog at each scrape until the returned function is called. The
 * two gauges are read in the same scrape, at the same time: they share one query.
 */
export function watchOutbox(service: string, db: Knex): () => void {
  let reading: Promise<Backlog> | null = null;
  const read = () => {
    reading ??= backlogOf(db).finally(() => {
      reading = null;
    });
    return reading;
  };
  const labels = { service };
  const removals = [
    outboxPendingEvents.add(async () => [{ labels, value: (await read()).pending }]),
    outboxOldestPendingAge.add(async () => [{ labels, value: (await read()).oldestAgeSeconds }]),
  ];
  return () => removals.forEach((remove) => remove());
}
