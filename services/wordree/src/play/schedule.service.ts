import {
  cryptoRandom,
  makeOnce,
  requireReplaceableDay,
  SCHEDULE_DAYS_AHEAD,
  type DailySchedule,
  type Knex,
} from '@hub/kit';
import { addDays, dayKey, type WordreeScheduledDay } from '@hub/proto';
import {
  currentDaily,
  currentDailiesBetween,
  insertDaily,
  lockDay,
  retireDaily,
  type DailyWithTemplate,
} from '../db/daily-puzzles.repository';
import { insertTemplates } from '../db/templates.repository';
import { DAILY_DIFFICULTY } from '../domain/difficulty';
import { generateTemplate } from '../domain/generator';
import type { WordreeContext } from './context';

/**
 * Generates and stores a day's puzzle; the caller holds the day's lock. The grid comes from the
 * operating system's randomness, never the service's own random source (Math.random's state can
 * be recovered from the endless puzzles it made): nothing public tells a day's letters.
 */
export async function createDaily(ctx: WordreeContext, trx: Knex.Transaction, day: string) {
  const generated = generateTemplate(DAILY_DIFFICULTY, ctx.dictionary().trie, cryptoRandom);
  const [template] = await insertTemplates(trx, [generated], true);
  await insertDaily(trx, day, template!.id, ctx.clock.now());
}

/** The day's current puzzle, made now under the day's lock if the scheduler has not reached it. */
export function puzzleOfDay(ctx: WordreeContext, day: string): Promise<DailyWithTemplate> {
  return ctx.days.get(day, async () => {
    const existing = await currentDaily(ctx.db, day);
    if (existing) return existing;
    await makeOnce(`wordree:${day}`, () =>
      ctx.db.transaction(async (trx) => {
        await lockDay(trx, day);
        if (!(await currentDaily(trx, day))) await createDaily(ctx, trx, day);
      }),
    );
    const created = await currentDaily(ctx.db, day);
    if (!created) throw new Error(`The daily puzzle of ${day} vanished after its creation`);
    return created;
  });
}

export function wordreeSchedule(ctx: WordreeContext): DailySchedule {
  return {
    async stored(days) {
      const stored = await currentDailiesBetween(ctx.db, days[0]!, days.at(-1)!);
      return new Set(stored.map(({ daily }) => daily.day));
    },
    ensure: (day) => puzzleOfDay(ctx, day),
  };
}

const scheduledView = ({ daily, template }: DailyWithTemplate): WordreeScheduledDay => ({
  day: daily.day,
  dailyPuzzleId: daily.id,
  templateId: template.id,
  difficulty: template.difficulty,
  gridSize: template.gridSize,
  letters: template.letters,
  possibleWords: template.possibleWords,
  targetScore: template.targetScore,
});

/** Today and the scheduled days after it, letters included (for the admin service only). */
export async function upcomingDays(ctx: WordreeContext): Promise<WordreeScheduledDay[]> {
  const today = dayKey(ctx.clock.now());
  const dailies = await currentDailiesBetween(ctx.db, today, addDays(today, SCHEDULE_DAYS_AHEAD));
  return dailies.map(scheduledView);
}

/** Gives a day still to come a new puzzle: the old one is retired (nobody has played it). */
export async function replaceDay(ctx: WordreeContext, day: string): Promise<WordreeScheduledDay> {
  requireReplaceableDay(ctx.clock.now(), day);
  await ctx.db.transaction(async (trx) => {
    await lockDay(trx, day);
    await retireDaily(trx, day, ctx.clock.now());
    await createDaily(ctx, trx, day);
  });
  ctx.days.forgetAll();
  return scheduledView(await puzzleOfDay(ctx, day));
}
