import { z } from 'zod';
import { ARCHIVE_DAY_PATTERN } from './archive';
import { GameType } from './games';
import { AdminReplaceBody, AuditReplaceSummary, AuditViewSummary } from './schedule';
import { WordreeDifficulty } from './wordree';

/** Wordree generates at most this many templates per request; the dashboard offers up to it. */
export const ADMIN_GENERATE_MAX = 50;

const Count = z.int().nonnegative();
const Id = z.int().positive();

// ---- Puzzle generation (Wordree's endless pool) ----

/** GET /api/admin/puzzle-count?difficulty= */
export const AdminPuzzleCountQuery = z.object({ difficulty: WordreeDifficulty });

export const AdminPuzzleCount = z.object({ difficulty: WordreeDifficulty, count: Count });
export type AdminPuzzleCount = z.infer<typeof AdminPuzzleCount>;

/** POST /api/admin/generate-puzzle */
export const AdminGenerateBody = z.object({
  difficulty: WordreeDifficulty,
  count: z
    .int({ error: 'Count must be a whole number' })
    .min(1, 'Generate at least 1 puzzle')
    .max(ADMIN_GENERATE_MAX, `Generate at most ${ADMIN_GENERATE_MAX} at a time`)
    .default(1),
});
export type AdminGenerateBody = z.input<typeof AdminGenerateBody>;
export type AdminGenerateParameters = z.output<typeof AdminGenerateBody>;

/** How many were asked for, how many Wordree kept, and the pool's size afterwards. */
export const AdminGenerateResult = z.object({
  difficulty: WordreeDifficulty,
  requested: Count,
  generated: Count,
  count: Count,
});
export type AdminGenerateResult = z.infer<typeof AdminGenerateResult>;

// ---- Daily puzzles ----

export const AdminWordreeDaily = z.object({
  /** The template id: the puzzle's id in shared links and in players' saved games. */
  id: Id,
  dailyPuzzleId: Id,
  day: z.string(),
  difficulty: WordreeDifficulty,
  gridSize: z.int().positive(),
  possibleWords: Count,
  targetScore: z.int().positive().nullable(),
  resetTime: z.iso.datetime(),
});
export type AdminWordreeDaily = z.infer<typeof AdminWordreeDaily>;

export const AdminBloomDaily = z.object({
  id: Id,
  puzzleNumber: Id,
  day: z.string(),
  difficulty: z.string(),
  starters: Count,
  resetTime: z.iso.datetime(),
});
export type AdminBloomDaily = z.infer<typeof AdminBloomDaily>;

/** GET /api/admin/daily */
export const AdminDaily = z.object({ wordree: AdminWordreeDaily, bloom: AdminBloomDaily });
export type AdminDaily = z.infer<typeof AdminDaily>;

/** POST /api/admin/reset-daily: today's new Wordree puzzle, and the one it replaced. */
export const AdminResetResult = z.object({
  previousDailyPuzzleId: Id,
  wordree: AdminWordreeDaily,
});
export type AdminResetResult = z.infer<typeof AdminResetResult>;

// ---- Dead letters: events a consumer gave up on (DEAD_LETTERS, services/kit/src/events) ----

export const AdminDeadLetter = z.object({
  id: Id,
  /** The consumer that gave up: its durable name and subject filter. */
  consumer: z.string(),
  subject: z.string(),
  eventId: z.string(),
  deliveries: Count,
  error: z.string(),
  failedAt: z.iso.datetime(),
  payload: z.unknown(),
});
export type AdminDeadLetter = z.infer<typeof AdminDeadLetter>;

export const DEAD_LETTERS_MAX = 100;

/** GET /api/admin/dead-letters?limit= */
export const AdminDeadLettersQuery = z.object({
  limit: z.coerce
    .number({ error: 'Limit must be a number' })
    .int('Limit must be a whole number')
    .min(1, 'Ask for at least 1 dead letter')
    .max(DEAD_LETTERS_MAX, `Ask for at most ${DEAD_LETTERS_MAX} dead letters`)
    .default(20),
});

export const AdminDeadLetters = z.object({
  /** False where events travel in the process (`npm start`): a failing one stays in its outbox. */
  kept: z.boolean(),
  total: Count,
  /** Newest first. */
  letters: z.array(AdminDeadLetter),
});
export type AdminDeadLetters = z.infer<typeof AdminDeadLetters>;

/** The {id} of /api/admin/dead-letters/{id}/replay and /discard. */
export const AdminDeadLetterParams = z.object({
  id: z.coerce
    .number({ error: 'No such dead letter' })
    .int('No such dead letter')
    .positive('No such dead letter'),
});

/** What the audit log keeps of a replayed or discarded letter. */
export const AuditDeadLetterSummary = AdminDeadLetter.pick({
  consumer: true,
  subject: true,
  eventId: true,
});
export type AuditDeadLetterSummary = z.infer<typeof AuditDeadLetterSummary>;

// ---- Audit log ----

export const ADMIN_ACTIONS = [
  'generate-puzzle',
  'reset-daily',
  'view-upcoming',
  'replace-daily',
  'replay-dead-letter',
  'discard-dead-letter',
] as const;
export type AdminAction = (typeof ADMIN_ACTIONS)[number];

export const AUDIT_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export const AuditStatus = z.enum(AUDIT_STATUSES);
export type AuditStatus = z.infer<typeof AuditStatus>;

export const AuditResetSummary = z.object({
  previousDailyPuzzleId: Id,
  dailyPuzzleId: Id,
  templateId: Id,
});
export type AuditResetSummary = z.infer<typeof AuditResetSummary>;

const AuditEntryBase = z.object({
  id: Id,
  /** Who: the signed-in admin's user id, as the gateway vouched for it. */
  actor: z.object({ userId: z.string() }),
  /** Pending from just before the call to Wordree until its answer (or failure) is recorded. */
  status: AuditStatus,
  error: z.string().nullable(),
  createdAt: z.iso.datetime(),
  finishedAt: z.iso.datetime().nullable(),
});

export const AuditEntry = z.discriminatedUnion('action', [
  AuditEntryBase.extend({
    action: z.literal('generate-puzzle'),
    parameters: z.object({ difficulty: WordreeDifficulty, count: Count }),
    result: AdminGenerateResult.nullable(),
  }),
  AuditEntryBase.extend({
    action: z.literal('reset-daily'),
    parameters: z.object({}),
    result: AuditResetSummary.nullable(),
  }),
  // Every look at the upcoming answers is on record, as well as every change.
  AuditEntryBase.extend({
    action: z.literal('view-upcoming'),
    parameters: z.object({}),
    result: AuditViewSummary.nullable(),
  }),
  AuditEntryBase.extend({
    action: z.literal('replace-daily'),
    parameters: AdminReplaceBody,
    result: AuditReplaceSummary.nullable(),
  }),
  AuditEntryBase.extend({
    action: z.literal('replay-dead-letter'),
    parameters: z.object({ id: Id }),
    result: AuditDeadLetterSummary.nullable(),
  }),
  AuditEntryBase.extend({
    action: z.literal('discard-dead-letter'),
    parameters: z.object({ id: Id }),
    result: AuditDeadLetterSummary.nullable(),
  }),
]);
export type AuditEntry = z.infer<typeof AuditEntry>;

export const AUDIT_LOG_MAX = 100;

/** GET /api/admin/audit-log?limit= */
export const AuditLogQuery = z.object({
  limit: z.coerce
    .number({ error: 'Limit must be a number' })
    .int('Limit must be a whole number')
    .min(1, 'Ask for at least 1 entry')
    .max(AUDIT_LOG_MAX, `Ask for at most ${AUDIT_LOG_MAX} entries`)
    .default(20),
});

/** Newest first. */
export const AuditLog = z.object({ entries: z.array(AuditEntry) });
export type AuditLog = z.infer<typeof AuditLog>;

/**
 * GET /api/leaderboards/puzzles/{game}?from=&to=: how players did on each day's puzzle, for
 * admins (docs/rules.md#a-puzzles-own-numbers). Days up to today only; 92 at most at a time.
 */
export const PUZZLE_NUMBERS_MAX_DAYS = 92;
export const PUZZLE_NUMBERS_DEFAULT_DAYS = 30;

export const PuzzleNumbersQuery = z.object({
  from: z.string().regex(ARCHIVE_DAY_PATTERN, 'Expected from as YYYY-MM-DD').optional(),
  to: z.string().regex(ARCHIVE_DAY_PATTERN, 'Expected to as YYYY-MM-DD').optional(),
});

/** The middle half of a measure: its median and quartiles. Null when no game has the measure. */
export const Spread = z
  .object({ median: z.number(), low: z.number(), high: z.number() })
  .nullable();
export type Spread = z.infer<typeof Spread>;

export const PuzzleDayNumbers = z.object({
  day: z.string().regex(ARCHIVE_DAY_PATTERN),
  /** The day's difficulty label, where the game has one; null before any player started it. */
  difficulty: z.string().nullable(),
  /** Players who opened that day's daily on its day (none counted before December 2026). */
  started: z.number().int().nonnegative(),
  /** Games finished of that day's puzzle: on its day (the daily), and later (the archive). */
  finished: z.number().int().nonnegative(),
  daily: z.number().int().nonnegative(),
  archive: z.number().int().nonnegative(),
  /** Of the finished games, the share won or solved (0 to 1); null with none finished. */
  solveRate: z.number().min(0).max(1).nullable(),
  /** Seconds to finish, over won games. */
  seconds: Spread,
  /** Jotto: guesses to solve, over won games; null for the other games. */
  guesses: Spread,
  score: Spread,
  /** Games finished with at least one hint, and hints taken in all. */
  hinted: z.number().int().nonnegative(),
  hints: z.number().int().nonnegative(),
  /**
   * Of the daily games whose ranking is known, the share finished faster than the game's
   * plausibility floor, kept but unranked (0 to 1); null when none is known.
   */
  unrankedShare: z.number().min(0).max(1).nullable(),
});
export type PuzzleDayNumbers = z.infer<typeof PuzzleDayNumbers>;

/** What players did on the days of one difficulty label, over the range. */
export const DifficultyNumbers = z.object({
  difficulty: z.string(),
  days: z.number().int().positive(),
  finished: z.number().int().nonnegative(),
  solveRate: z.number().min(0).max(1).nullable(),
  seconds: Spread,
  guesses: Spread,
  score: Spread,
});
export type DifficultyNumbers = z.infer<typeof DifficultyNumbers>;

export const PuzzleNumbers = z.object({
  game: GameType,
  from: z.string().regex(ARCHIVE_DAY_PATTERN),
  to: z.string().regex(ARCHIVE_DAY_PATTERN),
  /** Every day of the range, newest first, with games or not. */
  days: PuzzleDayNumbers.array(),
  /** Per difficulty label of the range's days, the easiest by what players did first. */
  byDifficulty: DifficultyNumbers.array(),
});
export type PuzzleNumbers = z.infer<typeof PuzzleNumbers>;
