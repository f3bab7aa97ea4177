import type {
  AdminReplaceResult,
  AdminUpcoming,
  AuditReplaceSummary,
  AuditViewSummary,
} from '@hub/proto';

/** A view is recorded by how many days of each game it showed, never by the answers. */
export const viewSummary = (upcoming: AdminUpcoming): AuditViewSummary => ({
  jotto: upcoming.jotto.length,
  bloom: upcoming.bloom.length,
  wordree: upcoming.wordree.length,
});

/** A replacement by game, day and puzzle number (Wordree's daily puzzle id), not the new answer. */
export const replaceSummary = (result: AdminReplaceResult): AuditReplaceSummary => ({
  game: result.game,
  day: result.puzzle.day,
  puzzleNumber:
    result.game === 'wordree' ? result.puzzle.dailyPuzzleId : result.puzzle.puzzleNumber,
});
