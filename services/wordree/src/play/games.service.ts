import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import {
  badRequest,
  conflict,
  enqueueEvent,
  HttpError,
  notFound,
  recordDailyView,
  type Identity,
} from '@hub/kit';
import {
  dayKey,
  subjects,
  WORDREE_MESSAGES,
  type StartGameBody,
  type WordInput,
  type WordreeGame,
  type WordreeGameMode,
  type WordreeHint,
} from '@hub/proto';
import {
  currentDaily,
  type DailyPuzzleRecord,
  type DailyWithTemplate,
} from '../db/daily-puzzles.repository';
import {
  continueInArchive,
  countHint,
  findPlayerGame,
  insertGame,
  markCompleted,
  saveWords,
  type GameRecord,
} from '../db/games.repository';
import type { TemplateRecord } from '../db/templates.repository';
import { checkNextWord } from '../domain/chain';
import { makeGrid } from '../domain/grid';
import { findHint } from '../domain/hint';
import { chainScore } from '../domain/scoring';
import { solve } from '../domain/solver';
import type { WordreeContext } from './context';
import { requireTemplate } from './templates.service';

export const dailyExpired = () => new HttpError(410, WORDREE_MESSAGES.dailyExpired);
const gameNotFound = () => notFound('Game not found');
const gameFinished = () => conflict('This game is already finished');

/**
 * The past day's daily puzzle an archive call plays (docs/rules.md#the-archive); the site's own
 * calls (endless, today's daily) pass none.
 */
export type ArchivePuzzle = DailyWithTemplate;

/** A daily puzzle takes words and submissions only on its own day, and only while current. */
export const isPlayableToday = (daily: DailyPuzzleRecord, now: Date) =>
  !daily.retired && daily.day === dayKey(now);

export function gameView(game: GameRecord, template: TemplateRecord): WordreeGame {
  return {
    id: game.id,
    templateId: template.id,
    mode: game.mode,
    dailyPuzzleId: game.dailyPuzzleId,
    gridSize: template.gridSize,
    letters: template.letters,
    wordChain: game.words,
    score: game.score,
    hintsUsed: game.hintsUsed,
    completed: game.completedAt !== null,
    targetScore: template.targetScore,
  };
}

const gridOf = (template: TemplateRecord) => makeGrid(template.gridSize, template.letters);

/** The first word of a chain creates its game record (docs/rules.md#wordree-chains). */
export async function startGame(
  ctx: WordreeContext,
  identity: Identity,
  body: z.output<typeof StartGameBody>,
): Promise<WordreeGame> {
  const now = ctx.clock.now();
  const template = await requireTemplate(ctx, body.templateId);
  let dailyPuzzleId: number | null = null;
  if (body.mode === 'daily') {
    const today = await currentDaily(ctx.db, dayKey(now));
    if (today?.template.id !== template.id) {
      if (template.forDaily) throw dailyExpired();
      throw badRequest('That puzzle is not today’s daily puzzle');
    }
    dailyPuzzleId = today.daily.id;
    // The first word is a view too, for a client that never fetched the daily.
    await recordDailyView(ctx.db, {
      game: 'wordree',
      day: today.daily.day,
      playerId: identity.playerId,
      at: now,
      difficulty: today.template.difficulty,
    });
  }
  return startChain(ctx, identity, { template, mode: body.mode, dailyPuzzleId }, body, now);
}

/** The first word of a chain on a past day's daily, in the archive: the daily's rules, unranked. */
export function startArchiveGame(
  ctx: WordreeContext,
  identity: Identity,
  archive: ArchivePuzzle,
  body: z.output<typeof WordInput>,
): Promise<WordreeGame> {
  const on = {
    template: archive.template,
    mode: 'archive' as const,
    dailyPuzzleId: archive.daily.id,
  };
  return startChain(ctx, identity, on, body, ctx.clock.now());
}

async function startChain(
  ctx: WordreeContext,
  identity: Identity,
  on: { template: TemplateRecord; mode: WordreeGameMode; dailyPuzzleId: number | null },
  body: z.output<typeof WordInput>,
  now: Date,
): Promise<WordreeGame> {
  const verdict = checkNextWord(gridOf(on.template), [], body, ctx.dictionary().isWord);
  if (!verdict.ok) throw badRequest(verdict.message);
  const game: GameRecord = {
    id: randomUUID(),
    playerId: identity.playerId,
    userId: identity.userId ?? null,
    templateId: on.template.id,
    mode: on.mode,
    dailyPuzzleId: on.dailyPuzzleId,
    words: [verdict.played],
    score: verdict.played.points,
    hintsUsed: 0,
    createdAt: now,
    completedAt: null,
    archiveStartedAt: on.mode === 'archive' ? now : null,
  };
  await insertGame(ctx.db, game);
  return gameView(game, on.template);
}

/**
 * Loads a player's game that may still change, and refuses one that may not. An archive call
 * plays only chains of its day's daily; a daily chain left unfinished on its day goes on there as
 * an archive chain, timed from this move (docs/rules.md#the-archive).
 */
async function openGame(
  ctx: WordreeContext,
  game: GameRecord | undefined,
  now: Date,
  archive?: ArchivePuzzle,
): Promise<{ game: GameRecord; template: TemplateRecord }> {
  if (!game) throw gameNotFound();
  if (game.completedAt) throw gameFinished();
  if (archive) {
    if (game.dailyPuzzleId !== archive.daily.id) throw gameNotFound();
    if (game.mode === 'daily') await continueInArchive(ctx.db, game.id, now);
    const continued: GameRecord = {
      ...game,
      mode: 'archive',
      archiveStartedAt: game.archiveStartedAt ?? now,
    };
    return { game: continued, template: archive.template };
  }
  if (game.dailyPuzzleId !== null) {
    const today = await currentDaily(ctx.db, dayKey(now));
    if (today?.daily.id !== game.dailyPuzzleId) throw dailyExpired();
  }
  return { game, template: await requireTemplate(ctx, game.templateId) };
}

export async function addWord(
  ctx: WordreeContext,
  identity: Identity,
  gameId: string,
  body: z.output<typeof WordInput>,
  archive?: ArchivePuzzle,
): Promise<WordreeGame> {
  return ctx.db.transaction(async (trx) => {
    const now = ctx.clock.now();
    const locked = await findPlayerGame(trx, gameId, identity.playerId, true);
    const { game, template } = await openGame({ ...ctx, db: trx }, locked, now, archive);
    const verdict = checkNextWord(gridOf(template), game.words, body, ctx.dictionary().isWord);
    if (!verdict.ok) throw badRequest(verdict.message);
    const words = [...game.words, verdict.played];
    const score = chainScore(words);
    await saveWords(trx, game.id, words, score, now);
    return gameView({ ...game, words, score }, template);
  });
}

export async function getGame(
  ctx: WordreeContext,
  identity: Identity,
  gameId: string,
): Promise<WordreeGame> {
  const game = await findPlayerGame(ctx.db, gameId, identity.playerId);
  if (!game) throw gameNotFound();
  return gameView(game, await requireTemplate(ctx, game.templateId));
}

/**
 * Ends an endless chain: the screen calls it when the player clears a chain or leaves it for
 * another puzzle. It publishes the finished game once; asking again changes nothing.
 */
export async function finishGame(
  ctx: WordreeContext,
  identity: Identity,
  gameId: string,
): Promise<WordreeGame> {
  const finished = await ctx.db.transaction(async (trx) => {
    const now = ctx.clock.now();
    const game = await findPlayerGame(trx, gameId, identity.playerId, true);
    if (!game) throw gameNotFound();
    const template = await requireTemplate(ctx, game.templateId);
    if (game.mode !== 'endless') {
      throw badRequest('A daily game ends when you submit your score');
    }
    if (game.completedAt) return { view: gameView(game, template), published: false };
    await markCompleted(trx, game.id, now);
    await enqueueEvent(trx, subjects.gameFinished('wordree'), {
      game: 'wordree',
      playerId: game.playerId,
      ...(game.userId ? { userId: game.userId } : {}),
      day: dayKey(now),
      finishedAt: now.toISOString(),
      mode: 'endless',
      won: game.score >= template.targetScore,
      score: game.score,
      // Plausibility floors are for dailies: an endless chain races nobody.
      ranked: true,
      timeTaken: Math.max(0, Math.floor((now.getTime() - game.createdAt.getTime()) / 1000)),
      hintsUsed: game.hintsUsed,
    });
    return { view: gameView({ ...game, completedAt: now }, template), published: true };
  });
  if (finished.published) ctx.wakeRelay();
  return finished.view;
}

/**
 * 'No hints available': why, so the player knows whether a new chain would help
 * (docs/rules.md#wordree-hints).
 */
const NO_HINT_CONNECTS = 'No word left on this grid touches your last word. Try a new chain!';
const NO_HINT_LEFT = 'Every word on this grid is already in your chain.';

/** A playable next word from the solver. Solving is about a millisecond, so nothing is cached. */
export async function hintFor(
  ctx: WordreeContext,
  identity: Identity,
  gameId: string,
  archive?: ArchivePuzzle,
): Promise<WordreeHint> {
  const now = ctx.clock.now();
  const found = await findPlayerGame(ctx.db, gameId, identity.playerId);
  const { game, template } = await openGame(ctx, found, now, archive);
  const solutions = solve(gridOf(template), ctx.dictionary().trie);
  const hint = findHint(solutions, game.words);
  if (!hint) {
    const unused = solutions.length > game.words.length;
    throw notFound(unused ? NO_HINT_CONNECTS : NO_HINT_LEFT);
  }
  await countHint(ctx.db, game.id);
  return { hint: hint.word, path: hint.path };
}
