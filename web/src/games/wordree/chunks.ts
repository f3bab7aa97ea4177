/**
 * What Wordree's page loads on demand, as chunks of their own. (The page itself is loaded by
 * preload.ts, which nothing on the page imports, so no import runs in a circle.)
 */

/** The difficulty select (Radix Select), shown as soon as it arrives (panels/DifficultyChoice). */
export const loadDifficultySelect = () => import('./panels/DifficultySelect');

/** The Chicago clock: the daily leaderboard's dates, a shared daily's end (logic/clock.ts). */
export const loadClock = () => import('./logic/clock');
