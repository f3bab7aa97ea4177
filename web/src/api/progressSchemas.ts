/**
 * The schemas of the progress answers (stats, achievements, leaderboards, how everyone did),
 * loaded when one is first asked for, after zod (api/progress.ts): a game's page shows its
 * leaderboard and its completion dialog's chart, and paints and plays before either is asked for.
 */
import { Achievement, GameStat } from '@hub/proto';

export { Achievement, Leaderboard, TodayDistribution, VsRatingBoard } from '@hub/proto';
export const GameStats = GameStat.array();
export const Achievements = Achievement.array();
