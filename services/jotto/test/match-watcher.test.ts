import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createDb, createLogger, migrateSchema, type Knex } from '@hub/kit';
import { createTestDatabase, type TestDatabase } from '@hub/kit/testing';
import { migrations } from '../src/db/migrations';
import { insertMatch, type MatchState } from '../src/db/matches.repository';
import { MatchWatcher } from '../src/live/match-watcher';

/** Well under the watcher's one-second re-read while deaf: only a NOTIFY is this quick. */
const HEARD_WITHIN_MS = 300;

/** Two replicas of the service: each its own pool and watcher, one database. */
describe('MatchWatcher', () => {
  let database: TestDatabase;
  let here: Knex;
  let elsewhere: Knex;
  let watcher: MatchWatcher;
  const stops: Array<() => void> = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    here = createDb(database.url, 'jotto');
    elsewhere = createDb(database.url, 'jotto');
    await migrateSchema(here, 'jotto', migrations);
    watcher = new MatchWatcher(here, createLogger('match-watcher-test', 'silent'));
  });

  afterAll(async () => {
    stops.forEach((stop) => stop());
    await here?.destroy();
    await elsewhere?.destroy();
    await database?.drop();
  });

  function watch(playerId: string) {
    const seen: MatchState[][] = [];
    stops.push(watcher.watch(playerId, (states) => seen.push(states)));
    return seen;
  }

  it("hears another replica's write to a watched player's match at once, and only theirs", async () => {
    const ann = watch('ann');
    const bob = watch('bob');
    await vi.waitFor(() => expect(ann.length && bob.length).toBeTruthy());
    expect(ann[0]).toEqual([]);

    // Until the feed listens a change is only found by the one-second re-read: wait for a
    // change heard sooner than that.
    let made = 0;
    await vi.waitFor(
      async () => {
        const before = ann.length;
        await insertMatch(elsewhere, { player1Id: 'ann', player1Word: 'crane' });
        made += 1;
        await new Promise((resolve) => setTimeout(resolve, HEARD_WITHIN_MS));
        expect(ann.length).toBeGreaterThan(before);
      },
      { timeout: 5_000, interval: 0 },
    );
    expect(ann.at(-1)).toHaveLength(made);
    expect(ann.at(-1)![0]).toMatchObject({ status: 'waiting', currentTurn: null });

    // A change naming Carol, whom nobody here watches, reads nobody.
    const [annSeen, bobSeen] = [ann.length, bob.length];
    await insertMatch(elsewhere, { player1Id: 'carol', player1Word: 'pilot' });
    await new Promise((resolve) => setTimeout(resolve, HEARD_WITHIN_MS));
    expect([ann.length, bob.length]).toEqual([annSeen, bobSeen]);

    // Bob joining Ann's match is news to both.
    const [match] = await elsewhere('matches').where({ player1_id: 'ann' }).limit(1);
    await elsewhere('matches')
      .where({ id: match.id })
      .update({ status: 'active', player2_id: 'bob', player2_word: 'pilot', current_turn: 'ann' });
    await vi.waitFor(
      () => {
        expect(bob.at(-1)).toEqual([expect.objectContaining({ id: match.id, currentTurn: 'ann' })]);
        expect(ann.at(-1)).toContainEqual(
          expect.objectContaining({ id: match.id, status: 'active' }),
        );
      },
      { timeout: HEARD_WITHIN_MS },
    );
  });
});
