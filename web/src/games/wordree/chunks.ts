/** What Wordree loads on demand: routes.tsx, preload.ts and the page share these loaders. */

/** The page (routes.tsx). */
export const loadWordreePage = () => import('./WordreePage');

/** The difficulty select (Radix Select), shown as soon as it arrives (panels/DifficultyChoice). */
export const loadDifficultySelect = () => import('./panels/DifficultySelect');

/** The Chicago clock: the daily leaderboard's dates, a shared daily's end (logic/clock.ts). */
export const loadClock = () => import('./logic/clock');
