import type { Knex } from '@hub/kit';
import type { WordreeDifficulty } from '@hub/proto';
import type { GeneratedTemplate } from '../domain/generator';

export interface TemplateRecord {
  id: number;
  difficulty: WordreeDifficulty;
  gridSize: number;
  letters: string;
  possibleWords: number;
  commonWords: number;
  targetScore: number;
  forDaily: boolean;
}

interface TemplateRow {
  id: number;
  difficulty: WordreeDifficulty;
  grid_size: number;
  letters: string;
  possible_words: number;
  common_words: number;
  target_score: number;
  for_daily: boolean;
}

export const toTemplate = (row: TemplateRow): TemplateRecord => ({
  id: row.id,
  difficulty: row.difficulty,
  gridSize: row.grid_size,
  letters: row.letters,
  possibleWords: row.possible_words,
  commonWords: row.common_words,
  targetScore: row.target_score,
  forDaily: row.for_daily,
});

export async function insertTemplates(
  db: Knex,
  templates: readonly GeneratedTemplate[],
  forDaily = false,
): Promise<TemplateRecord[]> {
  if (templates.length === 0) return [];
  const rows: TemplateRow[] = await db('templates')
    .insert(
      templates.map((template) => ({
        difficulty: template.difficulty,
        grid_size: template.gridSize,
        letters: template.letters,
        possible_words: template.possibleWords,
        common_words: template.commonWords,
        target_score: template.targetScore,
        for_daily: forDaily,
      })),
    )
    .returning('*');
  return rows.map(toTemplate);
}

export async function findTemplate(db: Knex, id: number): Promise<TemplateRecord | undefined> {
  const row: TemplateRow | undefined = await db('templates').where({ id }).first();
  return row && toTemplate(row);
}

/** A pool template (never a daily one), of one difficulty or any, other than `excludeId`. */
export async function randomPoolTemplate(
  db: Knex,
  difficulty: WordreeDifficulty | undefined,
  excludeId: number | undefined,
): Promise<TemplateRecord | undefined> {
  const query = db('templates').where({ for_daily: false });
  if (difficulty) query.andWhere({ difficulty });
  if (excludeId) query.andWhereNot({ id: excludeId });
  const row: TemplateRow | undefined = await query.orderByRaw('random()').first();
  return row && toTemplate(row);
}

export async function countPool(db: Knex, difficulty: WordreeDifficulty): Promise<number> {
  const row = await db('templates')
    .where({ for_daily: false, difficulty })
    .count<{ count: string }>({ count: '*' })
    .first();
  return Number(row?.count ?? 0);
}
