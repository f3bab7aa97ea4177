import type { Knex } from '@hub/kit';

/**
 * Holds a Postgres advisory lock on `key` until the transaction ends: what serializes the
 * service's changes to one player's progress, memberships or rating across replicas.
 */
export async function lockUntilCommit(trx: Knex.Transaction, key: string): Promise<void> {
  await trx.raw('SELECT pg_advisory_xact_lock(hashtextextended(?, 0))', [key]);
}

/**
 * Takes the advisory lock on `key` until the transaction ends if no one holds it; false when
 * someone does (another replica doing the same work).
 */
export async function tryLockUntilCommit(trx: Knex.Transaction, key: string): Promise<boolean> {
  const result: { rows: { locked: boolean }[] } = await trx.raw(
    'SELECT pg_try_advisory_xact_lock(hashtextextended(?, 0)) AS locked',
    [key],
  );
  return result.rows[0]?.locked === true;
}
