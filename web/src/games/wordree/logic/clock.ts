/**
 * The Chicago clock, as Wordree uses it: its own chunk (chunks.ts), since proto's clock sets up a
 * time-zone formatter as it loads, a cost the first screen does without. Only the daily
 * leaderboard and a shared daily puzzle need it.
 */
export { addDays, dayKey, startOfDay } from '@hub/proto';
