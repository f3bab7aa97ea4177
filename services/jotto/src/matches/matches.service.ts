import {
  badRequest,
  conflict,
  enqueueEvent,
  findPlayerNames,
  forbidden,
  notFound,
  type Knex,
} from '@hub/kit';
import { dayKey, subjects, type JottoMatch, type JottoMatchGuessResult } from '@hub/proto';
import type { JottoContext } from '../context';
import {
  findMatch,
  insertMatch,
  insertMatchGuess,
  listMatchGuesses,
  listPlayerMatches,
  lockMatch,
  updateMatch,
  type MatchRecord,
} from '../db/matches.repository';
import {
  canView,
  guessRefusal,
  isPlayerOf,
  MATCH_MESSAGES,
  opponentOf,
  secretWordRefusal,
} from '../domain/match-rules';
import { toMatchView } from '../domain/match-view';
import { isCorrectGuess, matchingLetters } from '../domain/matching';
import { vsScore } from '../domain/scoring';
import { guessProblem, secretWordProblem } from '../domain/secret-word';

/** The VS list shows this many of a player's most recent matches. */
export const MATCH_LIST_SIZE = 100;

function checkSecretWord(ctx: JottoContext, word: string) {
  const problem = secretWordProblem(word, ctx.words);
  if (problem) throw badRequest(problem);
}

async function viewOf(db: Knex | Knex.Transaction, match: MatchRecord, viewerId: string) {
  const [guesses, names] = await Promise.all([
    listMatchGuesses(db, [match.id]),
    findPlayerNames(db, [match.player1Id, match.player2Id]),
  ]);
  return toMatchView(match, guesses, viewerId, names);
}

export async function createMatch(
  ctx: JottoContext,
  userId: string,
  word: string | undefined,
): Promise<{ id: string }> {
  if (word !== undefined) checkSecretWord(ctx, word);
  const match = await insertMatch(ctx.db, { player1Id: userId, player1Word: word ?? null });
  return { id: match.id };
}

/** The creator's secret word, or an opponent joining with theirs (the creator then moves first). */
export async function giveSecretWord(
  ctx: JottoContext,
  userId: string,
  matchId: string,
  word: string,
): Promise<JottoMatch> {
  checkSecretWord(ctx, word);
  return ctx.db.transaction(async (trx) => {
    const match = await lockMatch(trx, matchId);
    if (!match) throw notFound(MATCH_MESSAGES.notFound);
    const refusal = secretWordRefusal(match, userId);
    // Someone outside a match that is under way is refused as for any of its moves.
    if (refusal === MATCH_MESSAGES.full) throw forbidden(refusal);
    if (refusal) throw conflict(refusal);
    const updated =
      match.player1Id === userId
        ? await updateMatch(trx, match.id, { player1Word: word })
        : await updateMatch(trx, match.id, {
            status: 'active',
            player2Id: userId,
            player2Word: word,
            currentTurn: match.player1Id,
          });
    return viewOf(trx, updated, userId);
  });
}

export async function getMatch(
  ctx: JottoContext,
  userId: string,
  matchId: string,
): Promise<JottoMatch> {
  const match = await findMatch(ctx.db, matchId);
  if (!match) throw notFound(MATCH_MESSAGES.notFound);
  if (!canView(match, userId)) throw forbidden(MATCH_MESSAGES.notYourMatch);
  return viewOf(ctx.db, match, userId);
}

export async function listMatches(ctx: JottoContext, userId: string): Promise<JottoMatch[]> {
  const matches = await listPlayerMatches(ctx.db, userId, MATCH_LIST_SIZE);
  const [guesses, names] = await Promise.all([
    listMatchGuesses(
      ctx.db,
      matches.map((match) => match.id),
    ),
    findPlayerNames(
      ctx.db,
      matches.flatMap((match) => [match.player1Id, match.player2Id]),
    ),
  ]);
  return matches.map((match) =>
    toMatchView(
      match,
      guesses.filter((guess) => guess.matchId === match.id),
      userId,
      names,
    ),
  );
}

/**
 * A move. The match row stays locked from the turn check to the write, so two guesses cannot
 * both be taken for the same turn, and a match can only be won once. The winning move records a
 * `games.finished.jotto` event for each player in the same transaction.
 */
export async function guessInMatch(
  ctx: JottoContext,
  userId: string,
  matchId: string,
  guess: string,
): Promise<JottoMatchGuessResult> {
  const result = await ctx.db.transaction(async (trx) => {
    const match = await lockMatch(trx, matchId);
    if (!match) throw notFound(MATCH_MESSAGES.notFound);
    if (!isPlayerOf(match, userId)) throw forbidden(MATCH_MESSAGES.notYourMatch);
    const refusal = guessRefusal(match, userId);
    if (refusal) throw conflict(refusal);

    const guesses = await listMatchGuesses(trx, [match.id]);
    const mine = guesses.filter((previous) => previous.playerId === userId);
    const problem = guessProblem(
      guess,
      mine.map((previous) => previous.guess),
      ctx.words,
    );
    if (problem) throw badRequest(problem);

    const opponent = opponentOf(match, userId);
    if (!opponent.id || !opponent.word) throw new Error(`Active match ${match.id} lacks a player`);
    const isCorrect = isCorrectGuess(guess, opponent.word);
    const matches = matchingLetters(guess, opponent.word);
    await insertMatchGuess(trx, {
      matchId: match.id,
      moveNumber: guesses.length + 1,
      playerId: userId,
      guess,
      matchingLetters: matches,
    });
    if (!isCorrect) {
      await updateMatch(trx, match.id, { currentTurn: opponent.id });
      return { isCorrect, matchingLetters: matches, targetWord: null };
    }

    const now = ctx.now();
    await updateMatch(trx, match.id, {
      status: 'completed',
      winnerId: userId,
      currentTurn: null,
      completedAt: now,
    });
    const attemptsOf = (playerId: string) =>
      guesses.filter((previous) => previous.playerId === playerId).length;
    // Each event names the opponent and the match: the leaderboard rates the result once per
    // match (VS results feed a pairwise-damped rating, not points).
    for (const [playerId, opponentId, won, attempts] of [
      [userId, opponent.id, true, mine.length + 1],
      [opponent.id, userId, false, attemptsOf(opponent.id)],
    ] as const) {
      await enqueueEvent(trx, subjects.gameFinished('jotto'), {
        game: 'jotto',
        playerId,
        userId: playerId,
        day: dayKey(now),
        finishedAt: now.toISOString(),
        mode: 'vs',
        won,
        score: vsScore(attempts, won),
        // Turns pace a match, so no solve time can be implausible.
        ranked: true,
        attempts,
        opponentId,
        matchId: match.id,
      });
    }
    return { isCorrect, matchingLetters: matches, targetWord: opponent.word.toUpperCase() };
  });
  if (result.isCorrect) ctx.wakeRelay();
  return result;
}
