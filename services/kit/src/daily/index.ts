export {
  dailyViewsMigration,
  firstDailyView,
  moveGuestDailyViews,
  recordDailyView,
} from './daily-views';
export { dailyStatusOf } from './daily-status';
export { isPlausibleSolve, secondsBetween, unrankedReason } from './plausibility';
export { DayCache, dayChangesMigration, dayChannelOf } from './day-cache';
export { PlayerCache, playerChangesMigration, playerChannelOf } from './player-cache';
export {
  ARCHIVE_MESSAGES,
  archiveDayOf,
  archiveDayView,
  archiveStanding,
  type ArchiveProgress,
} from './archive';
export {
  CHALLENGE_MESSAGES,
  challengeDayOf,
  challengerPlayerId,
  challengesMigration,
  challengeVerdict,
  challengeView,
  createChallenge,
  findChallenge,
  moveGuestChallenges,
  type ChallengeFacts,
  type ChallengeRecord,
} from './challenges';
export { challengeSchemas, DAILY_STATUS_SCHEMA } from './route-schemas';
