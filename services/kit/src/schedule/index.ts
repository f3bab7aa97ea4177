export { cryptoRandom } from './random';
export {
  requireReplaceableDay,
  scheduleDays,
  SCHEDULE_DAYS_AHEAD,
  SCHEDULE_INTERVAL_MS,
  startScheduler,
  makeOnce,
  topUpSchedule,
  withScheduleLock,
  type DailySchedule,
  type Scheduler,
  type SchedulerOptions,
} from './daily-schedule';
export { scheduleRoutes, type ScheduleAdmin } from './schedule-routes';
