import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, migrateSchema, type Knex } from '@hub/kit';
import { createTestDatabase, type TestDatabase } from '@hub/kit/testing';
import { migrations } from '../src/db/migrations';
import { ensureDailyPuzzle } from '../src/db/daily.repository';

describe('jotto daily puzzles', () => {
  let database: TestDatabase;
  let db: Knex;

  beforeAll(async () => {
    database = await createTestDatabase();
    // A connection per caller, as replicas have: the inserts really race.
    db = createDb(database.url, 'jotto', { max: 12 });
    await migrateSchema(db, 'jotto', migrations);
  });

  afterAll(async () => {
    await db?.destroy();
    await database?.drop();
  });

  it('stores one puzzle for the day however many replicas ask at once', async () => {
    const days = Array.from({ length: 8 }, (_, index) => index + 1);
    for (const day of days) {
      const puzzle = { day: `2026-03-0${day}`, number: 500 + day, word: 'crane' };
      const stored = await Promise.all(
        Array.from({ length: 10 }, () => ensureDailyPuzzle(db, puzzle)),
      );
      expect(stored).toEqual(Array.from({ length: 10 }, () => puzzle));
    }
    expect(await db('daily_puzzles').count({ n: '*' })).toEqual([{ n: String(days.length) }]);
  });
});
