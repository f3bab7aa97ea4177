import type { ApiOperation } from '../operation';
import { ADMIN_OPERATIONS } from './admin';
import { AUTH_OPERATIONS } from './auth';
import { BLOOM_OPERATIONS } from './bloom';
import { GATEWAY_OPERATIONS } from './gateway';
import { LEADERBOARD_OPERATIONS } from './leaderboard';
import { WORDREE_OPERATIONS } from './wordree';

export { API_DOCS_PATH, API_DOCUMENT_PATH } from './gateway';
export { challengeDeclarations } from './challenges';
export { DAILY_STATUS_DECLARATION } from './daily-status';

/** Every operation of the public API, by who answers it (the document's tags, in this order). */
export const API_OPERATIONS: readonly ApiOperation[] = [
  ...AUTH_OPERATIONS,
  ...WORDREE_OPERATIONS,
  ...BLOOM_OPERATIONS,
  ...LEADERBOARD_OPERATIONS,
  ...ADMIN_OPERATIONS,
  ...GATEWAY_OPERATIONS,
];

export const API_TAGS: { name: ApiOperation['service']; description: string }[] = [
  { name: 'auth', description: 'Accounts: sign-up, sign-in (password and social), sign-out.' },
  { name: 'wordree', description: 'Wordree: word chains on a letter grid, daily and endless.' },
  { name: 'jotto', description: 'Jotto: find the secret 5-letter word, daily and two-player VS.' },
  { name: 'bloom', description: 'Bloom: the daily 5x5 flower-placement logic puzzle.' },
  {
    name: 'leaderboard',
    description: 'Stats, streaks, achievements and the global leaderboards of every game.',
  },
  { name: 'admin', description: 'The admin dashboard: puzzles, schedules, dead letters, audit.' },
  { name: 'gateway', description: 'What the gateway answers itself: site settings, this API.' },
];
