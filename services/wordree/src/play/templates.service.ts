import { notFound } from '@hub/kit';
import {
  WORDREE_DIFFICULTIES,
  type GenerateTemplatesResult,
  type PuzzleTemplate,
  type PuzzleTemplateView,
  type WordreeDifficulty,
  type WordreeMode,
} from '@hub/proto';
import { dayKey } from '@hub/proto';
import { dailyOfTemplate } from '../db/daily-puzzles.repository';
import {
  countPool,
  findTemplate,
  insertTemplates,
  randomPoolTemplate,
  type TemplateRecord,
} from '../db/templates.repository';
import { generateTemplate } from '../domain/generator';
import { pick } from '../domain/random';
import type { WordreeContext } from './context';

/** Templates of each difficulty a fresh install starts with (about 2 ms each to make). */
export const SEED_POOL_SIZE = 12;

export const templateView = (template: TemplateRecord): PuzzleTemplate => ({
  id: template.id,
  difficulty: template.difficulty,
  gridSize: template.gridSize,
  letters: template.letters,
  possibleWords: template.possibleWords,
  targetScore: template.targetScore,
});

export async function makeTemplates(
  ctx: WordreeContext,
  difficulty: WordreeDifficulty,
  count: number,
  forDaily = false,
): Promise<TemplateRecord[]> {
  const { trie } = ctx.dictionary();
  const generated = Array.from({ length: count }, () =>
    generateTemplate(difficulty, trie, ctx.random),
  );
  return insertTemplates(ctx.db, generated, forDaily);
}

/**
 * Tops each difficulty's pool up to the seed size. It runs at every start, so it is idempotent,
 * and under a lock, so replicas starting together seed once.
 */
export async function seedTemplatePool(ctx: WordreeContext): Promise<void> {
  await ctx.db.transaction(async (trx) => {
    await trx.raw("SELECT pg_advisory_xact_lock(hashtext('wordree.seed'))");
    for (const difficulty of WORDREE_DIFFICULTIES) {
      const missing = SEED_POOL_SIZE - (await countPool(trx, difficulty));
      if (missing > 0) await makeTemplates({ ...ctx, db: trx }, difficulty, missing);
    }
  });
}

export async function randomTemplate(
  ctx: WordreeContext,
  difficulty: WordreeDifficulty | undefined,
  excludeId: number | undefined,
): Promise<PuzzleTemplate> {
  const found = await randomPoolTemplate(ctx.db, difficulty, excludeId);
  if (found) return templateView(found);
  // An emptied pool (or one holding only the excluded puzzle) still serves a fresh puzzle.
  const [made] = await makeTemplates(ctx, difficulty ?? pick(WORDREE_DIFFICULTIES, ctx.random), 1);
  return templateView(made!);
}

/** A daily's template is secret until its day: ids are sequential, so tomorrow's is a guess away. */
async function isScheduledAhead(ctx: WordreeContext, template: TemplateRecord): Promise<boolean> {
  if (!template.forDaily) return false;
  const daily = await dailyOfTemplate(ctx.db, template.id);
  return daily !== undefined && daily.day > dayKey(ctx.clock.now());
}

export async function requireTemplate(ctx: WordreeContext, id: number): Promise<TemplateRecord> {
  const template = await findTemplate(ctx.db, id);
  if (!template || (await isScheduledAhead(ctx, template))) throw notFound('Puzzle not found');
  return template;
}

/** A shared or restored puzzle; asked for as a daily one, it must have been a daily puzzle. */
export async function templateById(
  ctx: WordreeContext,
  id: number,
  mode: WordreeMode,
): Promise<PuzzleTemplateView> {
  const template = await requireTemplate(ctx, id);
  const daily = template.forDaily ? await dailyOfTemplate(ctx.db, id) : undefined;
  if (mode === 'daily' && !daily) throw notFound('That puzzle is not a daily puzzle');
  return {
    ...templateView(template),
    daily: daily
      ? {
          dailyPuzzleId: daily.id,
          day: daily.day,
          isToday: !daily.retired && daily.day === dayKey(ctx.clock.now()),
        }
      : null,
  };
}

export async function generatePool(
  ctx: WordreeContext,
  difficulty: WordreeDifficulty,
  count: number,
): Promise<GenerateTemplatesResult> {
  const made = await makeTemplates(ctx, difficulty, count);
  return { difficulty, generated: made.length, count: await countPool(ctx.db, difficulty) };
}

export async function poolCount(ctx: WordreeContext, difficulty: WordreeDifficulty) {
  return { difficulty, count: await countPool(ctx.db, difficulty) };
}
