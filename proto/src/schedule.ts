import { z } from 'zod';
import { BloomBoard, BloomPlacement } from './bloom';
import { WordreeDifficulty } from './wordree';

// The scheduled daily puzzles of each game, answers included: only the admin service asks for
// them (on the games' /api/internal/schedule, which the gateway does not route, with an admin's identity), and only admins
// see them, each view audited (docs/architecture.md#daily-puzzles).

export const SCHEDULE_GAMES = ['jotto', 'bloom', 'wordree'] as const;
export const ScheduleGame = z.enum(SCHEDULE_GAMES, { error: 'Pick jotto, bloom or wordree' });
export type ScheduleGame = z.infer<typeof ScheduleGame>;

const Day = z.iso.date({ error: 'Give the day as YYYY-MM-DD' });
const Count = z.int().nonnegative();
const Id = z.int().positive();

export const JottoScheduledDay = z.object({ day: Day, puzzleNumber: z.int(), word: z.string() });
export type JottoScheduledDay = z.infer<typeof JottoScheduledDay>;

export const BloomScheduledDay = z.object({
  day: Day,
  puzzleNumber: z.int(),
  difficulty: z.string(),
  starters: z.array(BloomPlacement),
  solution: BloomBoard,
});
export type BloomScheduledDay = z.infer<typeof BloomScheduledDay>;

export const WordreeScheduledDay = z.object({
  day: Day,
  dailyPuzzleId: Id,
  templateId: Id,
  difficulty: WordreeDifficulty,
  gridSize: z.int().positive(),
  letters: z.string(),
  possibleWords: Count,
  targetScore: z.int().positive().nullable(),
});
export type WordreeScheduledDay = z.infer<typeof WordreeScheduledDay>;

/** The path parameter of a game's `POST /api/internal/schedule/{day}/replace`. */
export const ScheduleDayParam = Day;

/** GET /api/admin/upcoming: today and the scheduled days after it, per game, in day order. */
export const AdminUpcoming = z.object({
  jotto: z.array(JottoScheduledDay),
  bloom: z.array(BloomScheduledDay),
  wordree: z.array(WordreeScheduledDay),
});
export type AdminUpcoming = z.infer<typeof AdminUpcoming>;

/** POST /api/admin/upcoming/replace */
export const AdminReplaceBody = z.object({ game: ScheduleGame, day: Day });
export type AdminReplaceBody = z.infer<typeof AdminReplaceBody>;

/** The day's new puzzle. */
export const AdminReplaceResult = z.discriminatedUnion('game', [
  z.object({ game: z.literal('jotto'), puzzle: JottoScheduledDay }),
  z.object({ game: z.literal('bloom'), puzzle: BloomScheduledDay }),
  z.object({ game: z.literal('wordree'), puzzle: WordreeScheduledDay }),
]);
export type AdminReplaceResult = z.infer<typeof AdminReplaceResult>;

/** What the audit log keeps of a view of upcoming days: how many, never the answers. */
export const AuditViewSummary = z.object({ jotto: Count, bloom: Count, wordree: Count });
export type AuditViewSummary = z.infer<typeof AuditViewSummary>;

/** What it keeps of a replacement: which day of which game, and its puzzle number. */
export const AuditReplaceSummary = z.object({
  game: ScheduleGame,
  day: Day,
  puzzleNumber: z.int(),
});
export type AuditReplaceSummary = z.infer<typeof AuditReplaceSummary>;
