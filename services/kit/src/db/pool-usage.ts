import type { Knex } from 'knex';
import { dbPoolConnectionsInUse, dbPoolPendingAcquires } from '../metrics';

/** What knex's pool (tarn.js) tells about itself; absent once the pool is destroyed. */
interface PoolState {
  numUsed(): number;
  numPendingAcquires(): number;
}

/**
 * Reports how busy the service's Postgres pool is at each scrape, until the returned function is
 * called: connections lent out, and queries waiting for one (the sign of a pool too small, or of
 * transactions held too long).
 */
export function watchPool(service: string, db: Knex): () => void {
  const pool = () => (db.client as { pool?: PoolState }).pool;
  const labels = { service };
  const removals = [
    dbPoolConnectionsInUse.add(() => {
      const state = pool();
      return state ? [{ labels, value: state.numUsed() }] : [];
    }),
    dbPoolPendingAcquires.add(() => {
      const state = pool();
      return state ? [{ labels, value: state.numPendingAcquires() }] : [];
    }),
  ];
  return () => removals.forEach((remove) => remove());
}
