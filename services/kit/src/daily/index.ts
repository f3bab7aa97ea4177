export {
  dailyViewsMigration,
  firstDailyView,
  moveGuestDailyViews,
  recordDailyView,
} from './daily-views';
export { isPlausibleSolve, secondsBetween, unrankedReason } from './plausibility';
export { DayCache, dayChangesMigration, dayChannelOf } from './day-cache';
export {
  ARCHIVE_MESSAGES,
  archiveDayOf,
  archiveDayView,
  archiveStanding,
  type ArchiveProgress,
} from './archive';
