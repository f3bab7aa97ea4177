/**
 * The schemas of the answers the first screen parses (the user, the site's settings, the game
 * cards' today), loaded on first use: zod would otherwise be a fifth of the first screen's JavaScript, and a visitor's
 * landing page renders without it.
 */
export { DailyStatus, SiteConfig, User } from '@hub/proto';
