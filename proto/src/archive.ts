import { z } from 'zod';

/**
 * The archive: every past daily of a game, played again unranked (docs/rules.md#the-archive).
 * Each game serves it under `/api/<game>/archive`; these are the parts the three share.
 */

export const ARCHIVE_DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** A past day's key in an archive address; today and later days are never in the archive. */
export const ArchiveDayParams = z.object({
  day: z.string().regex(ARCHIVE_DAY_PATTERN, 'Expected a day as YYYY-MM-DD'),
});
export type ArchiveDayParams = z.infer<typeof ArchiveDayParams>;

/** How far the asking player got with a day's puzzle, whenever they played it. */
export const ARCHIVE_STATUSES = ['new', 'started', 'finished'] as const;
export const ArchiveStatus = z.enum(ARCHIVE_STATUSES);
export type ArchiveStatus = z.infer<typeof ArchiveStatus>;

/** `daily`: finished on its own day; `archive`: finished later, unranked. */
export const ArchivePlay = z.enum(['daily', 'archive']);
export type ArchivePlay = z.infer<typeof ArchivePlay>;

export const ArchiveDay = z.object({
  day: z.string().regex(ARCHIVE_DAY_PATTERN),
  /** The puzzle's number, as its daily showed it. */
  number: z.number().int().positive(),
  status: ArchiveStatus,
  /** How a finished puzzle was played; null until it is finished. */
  playedAs: ArchivePlay.nullable(),
});
export type ArchiveDay = z.infer<typeof ArchiveDay>;

/** GET /api/<game>/archive: the game's past days, newest first, with the player's progress. */
export const ArchiveCalendar = z.object({
  /** Today's key (America/Chicago): the archive holds only the days before it. */
  today: z.string().regex(ARCHIVE_DAY_PATTERN),
  days: ArchiveDay.array(),
});
export type ArchiveCalendar = z.infer<typeof ArchiveCalendar>;

/**
 * Where an archive result would have stood on its day's leaderboard: 'you would have been #12 of
 * 340' (the day's ranked daily players and you).
 */
export const ArchiveStanding = z.object({
  rank: z.number().int().positive(),
  of: z.number().int().positive(),
});
export type ArchiveStanding = z.infer<typeof ArchiveStanding>;

/** The words a calendar and a result use for an archive standing. */
export const archiveStandingText = ({ rank, of }: ArchiveStanding): string =>
  `You would have been #${rank} of ${of}`;
