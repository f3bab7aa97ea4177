import type { Knex } from '@hub/kit';
import { toTemplate, type TemplateRecord } from './templates.repository';

export interface DailyPuzzleRecord {
  id: number;
  day: string;
  templateId: number;
  retired: boolean;
}

/** A daily puzzle with the template it plays. */
export interface DailyWithTemplate {
  daily: DailyPuzzleRecord;
  template: TemplateRecord;
}

interface DailyRow {
  id: number;
  day: string;
  template_id: number;
  retired_at: Date | null;
}

const toDaily = (row: DailyRow): DailyPuzzleRecord => ({
  id: row.id,
  day: row.day,
  templateId: row.template_id,
  retired: row.retired_at !== null,
});

const withTemplate = (db: Knex) =>
  db('daily_puzzles as d')
    .join('templates as t', 't.id', 'd.template_id')
    .select(
      'd.id as daily_id',
      'd.day',
      'd.template_id',
      'd.retired_at',
      't.id',
      't.difficulty',
      't.grid_size',
      't.letters',
      't.possible_words',
      't.common_words',
      't.target_score',
      't.for_daily',
    );

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a joined row: both tables' columns
const toDailyWithTemplate = (row: any): DailyWithTemplate => ({
  daily: toDaily({ ...row, id: row.daily_id }),
  template: toTemplate(row),
});

/** The day's current (not retired) daily puzzle. */
export async function currentDaily(db: Knex, day: string): Promise<DailyWithTemplate | undefined> {
  const row = await withTemplate(db).where('d.day', day).whereNull('d.retired_at').first();
  return row && toDailyWithTemplate(row);
}

export async function findDaily(db: Knex, id: number): Promise<DailyWithTemplate | undefined> {
  const row = await withTemplate(db).where('d.id', id).first();
  return row && toDailyWithTemplate(row);
}

export async function dailyOfTemplate(
  db: Knex,
  templateId: number,
): Promise<DailyPuzzleRecord | undefined> {
  const row: DailyRow | undefined = await db('daily_puzzles')
    .where({ template_id: templateId })
    .orderBy('id', 'desc')
    .first();
  return row && toDaily(row);
}

/**
 * Serialises everything that creates or replaces one day's puzzle, across processes: the second
 * caller waits, then finds the first one's puzzle.
 */
export async function lockDay(trx: Knex.Transaction, day: string): Promise<void> {
  await trx.raw("SELECT pg_advisory_xact_lock(hashtext('wordree.daily.' || ?))", [day]);
}

export async function insertDaily(
  trx: Knex.Transaction,
  day: string,
  templateId: number,
  now: Date,
): Promise<void> {
  await trx('daily_puzzles').insert({ day, template_id: templateId, created_at: now });
}

export async function retireDaily(trx: Knex.Transaction, day: string, now: Date): Promise<void> {
  await trx('daily_puzzles').where({ day }).whereNull('retired_at').update({ retired_at: now });
}

/** Current daily puzzles from `fromDay` to `toDay`, newest first. */
export async function dailiesBetween(
  db: Knex,
  fromDay: string,
  toDay: string,
  limit: number,
): Promise<DailyPuzzleRecord[]> {
  const rows: DailyRow[] = await db('daily_puzzles')
    .whereNull('retired_at')
    .andWhere('day', '>=', fromDay)
    .andWhere('day', '<=', toDay)
    .orderBy('day', 'desc')
    .limit(limit);
  return rows.map(toDaily);
}

/** Current daily puzzles with their templates from `fromDay` to `toDay`, in day order. */
export async function currentDailiesBetween(
  db: Knex,
  fromDay: string,
  toDay: string,
): Promise<DailyWithTemplate[]> {
  const rows = await withTemplate(db)
    .whereNull('d.retired_at')
    .whereBetween('d.day', [fromDay, toDay])
    .orderBy('d.day');
  return rows.map(toDailyWithTemplate);
}
