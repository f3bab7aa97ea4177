import { ArchiveDayParams, dayKey, type ArchiveDay } from '@hub/proto';
import { notFound } from '../http/errors';
import { parseInput } from '../http/validate';

export const ARCHIVE_MESSAGES = {
  /** The same words for today, a future day and a day with no puzzle: nothing to tell apart. */
  notInArchive: "That day's puzzle is not in the archive",
} as const;

/**
 * The past day an archive address names (docs/rules.md#the-archive): 400 for a malformed day,
 * 404 for today or a later day, whose puzzles stay the daily's or secret.
 */
export function archiveDayOf(params: unknown, now: Date): string {
  const { day } = parseInput(ArchiveDayParams, params);
  if (day >= dayKey(now)) throw notFound(ARCHIVE_MESSAGES.notInArchive);
  return day;
}

/**
 * 'You would have been #rank of of': one more than the ranked daily results that beat the archive
 * one, out of all of them and the archive result itself.
 */
export const archiveStanding = (better: number, ranked: number) => ({
  rank: better + 1,
  of: ranked + 1,
});

/** What a game knows of one player's play of a day's puzzle. */
export interface ArchiveProgress {
  day: string;
  number: number;
  started: boolean;
  finished: boolean;
  /** Played (on) in the archive, after its day. */
  archive: boolean;
}

/** A day of a game's archive calendar as the player sees it. */
export const archiveDayView = (progress: ArchiveProgress): ArchiveDay => ({
  day: progress.day,
  number: progress.number,
  status: progress.finished ? 'finished' : progress.started ? 'started' : 'new',
  playedAs: progress.finished ? (progress.archive ? 'archive' : 'daily') : null,
});
