import type { ArchiveProgress } from '@hub/kit';
import { puzzleNumber } from '@hub/proto';

/** What a player did with a past day's daily puzzle. */
export interface DayPlay {
  /** Submitted to the daily board on its day. */
  submitted: boolean;
  /** Handed in later, in the archive (unranked). */
  finishedInArchive: boolean;
  /** Any chain begun on it, on its day or in the archive. */
  begun: boolean;
}

/**
 * A past day as the archive calendar shows it (docs/rules.md#the-archive): finished once
 * submitted on its day or handed in in the archive, the day's own submission first (a guest's
 * archive result and an account's daily one can meet when the guest signs in); started once a
 * chain was begun; the puzzle's number is the day's, as every game numbers it.
 */
export function archiveProgressOf(day: string, play: DayPlay): ArchiveProgress {
  const finished = play.submitted || play.finishedInArchive;
  return {
    day,
    number: puzzleNumber(day),
    started: finished || play.begun,
    finished,
    archive: finished && !play.submitted,
  };
}
