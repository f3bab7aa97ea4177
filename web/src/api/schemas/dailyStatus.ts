/** The game cards' today, loaded on first use (see ./site.ts). */
export { DailyStatus } from '@hub/proto';
