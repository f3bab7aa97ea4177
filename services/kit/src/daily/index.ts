export {
  dailyViewsMigration,
  firstDailyView,
  moveGuestDailyViews,
  recordDailyView,
} from './daily-views';
export { isPlausibleSolve, secondsBetween, unrankedReason } from './plausibility';
export { DayCache, dayChangesMigration, dayChannelOf } from './day-cache';
