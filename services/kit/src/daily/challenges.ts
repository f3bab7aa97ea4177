import { randomUUID } from 'node:crypto';
import {
  ChallengeBody,
  ChallengeParams,
  dayKey,
  type ChallengeVerdict,
  type ChallengeView,
} from '@hub/proto';
import type { Knex, Migration } from '../db';
import { conflict, notFound } from '../http/errors';
import type { Identity } from '../http/identity';
import { parseInput } from '../http/validate';

type Db = Knex | Knex.Transaction;

export const CHALLENGE_MESSAGES = {
  /** The same words for a malformed id and an unknown one: nothing to tell apart. */
  notFound: 'No such challenge',
  notFinished: "Finish that day's puzzle before challenging a friend to it",
} as const;

/**
 * Challenges to a finished daily (docs/rules.md#challenges). Each game keeps the table in its own
 * schema. One per player and day, so asking twice gives the same link. Only who and which day:
 * the challenger's result is read from the game's own record of that day whenever it is asked
 * for, never stored here or taken from a request.
 */
export const challengesMigration: Migration = {
  async up(knex: Knex) {
    await knex.schema.createTable('challenges', (table) => {
      table.uuid('id').primary();
      table.text('day').notNullable();
      table.text('challenger_player_id').notNullable();
      /** Set at creation for an account, and when a guest challenger signs in. */
      table.text('challenger_user_id');
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      table.unique(['day', 'challenger_player_id']);
      table.index('challenger_player_id');
    });
  },
  async down(knex: Knex) {
    await knex.schema.dropTable('challenges');
  },
};

export interface ChallengeRecord {
  id: string;
  day: string;
  challengerPlayerId: string;
  challengerUserId: string | null;
}

/** The day a challenge is asked for: 400 for a malformed one. */
export const challengeDayOf = (body: unknown): string => parseInput(ChallengeBody, body).day;

/**
 * The player's challenge to a day, made the first time it is asked for. `finished` is the game's
 * word that the player has finished the day: a challenge to a day not played yet is a 409.
 */
export async function createChallenge(
  db: Db,
  identity: Identity,
  day: string,
  finished: boolean,
): Promise<{ id: string }> {
  if (!finished) throw conflict(CHALLENGE_MESSAGES.notFinished);
  await db('challenges')
    .insert({
      id: randomUUID(),
      day,
      challenger_player_id: identity.playerId,
      challenger_user_id: identity.userId ?? null,
    })
    .onConflict(['day', 'challenger_player_id'])
    .ignore();
  const row: { id: string } = await db('challenges')
    .first('id')
    .where({ day, challenger_player_id: identity.playerId });
  return { id: row.id };
}

/** The challenge an address names: 404 for a malformed or unknown id alike. */
export async function findChallenge(db: Db, params: unknown): Promise<ChallengeRecord> {
  const parsed = ChallengeParams.safeParse(params);
  const row:
    | { id: string; day: string; challenger_player_id: string; challenger_user_id: string | null }
    | undefined = parsed.success
    ? await db('challenges').first().where({ id: parsed.data.id })
    : undefined;
  if (!row) throw notFound(CHALLENGE_MESSAGES.notFound);
  return {
    id: row.id,
    day: row.day,
    challengerPlayerId: row.challenger_player_id,
    challengerUserId: row.challenger_user_id,
  };
}

/**
 * Whose game of the day is the challenger's result: the account's once a guest challenger signed
 * in (their games moved there, and where both had finished the day, the account's stands).
 */
export const challengerPlayerId = (challenge: ChallengeRecord): string =>
  challenge.challengerUserId ?? challenge.challengerPlayerId;

/**
 * A guest signed in: their challenges now read the account's games. The links already sent keep
 * working, and the guest's id stays the key (the account may have a challenge of its own to the
 * same day). Idempotent.
 */
export async function moveGuestChallenges(
  trx: Knex.Transaction,
  guestId: string,
  userId: string,
): Promise<void> {
  await trx('challenges')
    .where({ challenger_player_id: guestId })
    .update({ challenger_user_id: userId });
}

/**
 * The verdict from the asking player's side. `order` compares two results as the game's daily
 * board does: below 0 when the first stands higher, 0 when they would share a place.
 */
export function challengeVerdict<Result>(
  yours: Result,
  theirs: Result,
  order: (a: Result, b: Result) => number,
): ChallengeVerdict {
  const comparison = order(yours, theirs);
  return comparison < 0 ? 'won' : comparison > 0 ? 'lost' : 'tied';
}

export interface ChallengeFacts<Result> {
  challenge: ChallengeRecord;
  /** The puzzle number of the challenge's day. */
  number: number;
  now: Date;
  /** The challenger's public name, as the game's leaderboards show it. */
  challenger: string;
  identity: Identity;
  /** The asking player's finished result of the day; null until they have finished it. */
  yours: Result | null;
  /** The challenger's, from the game's record (null only if that record has gone). */
  theirs: Result | null;
  order: (a: Result, b: Result) => number;
}

/** A challenge as the asking player sees it: no result, nothing of either game, before they finish. */
export function challengeView<Result extends { score: number }>(
  facts: ChallengeFacts<Result>,
): ChallengeView<Result> {
  const { challenge, identity, yours, theirs } = facts;
  return {
    id: challenge.id,
    day: challenge.day,
    number: facts.number,
    today: challenge.day === dayKey(facts.now),
    challenger: facts.challenger,
    isChallenger:
      identity.playerId === challenge.challengerPlayerId ||
      (identity.userId !== undefined && identity.userId === challenge.challengerUserId),
    result:
      yours && theirs
        ? { yours, theirs, verdict: challengeVerdict(yours, theirs, facts.order) }
        : null,
  };
}
