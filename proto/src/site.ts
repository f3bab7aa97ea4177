import { z } from 'zod';

/** GET /api/config: operator settings the web app needs. Unset ones are null and their features stay off. */
export const SiteConfig = z.object({
  supportEmail: z.string().nullable(),
  adsClientId: z.string().nullable(),
});
export type SiteConfig = z.infer<typeof SiteConfig>;

/**
 * Every page of the web app, as router patterns. The gateway answers any other path with the
 * app's not-found page and a 404 (so crawlers and link checkers see a missing page as missing);
 * the web app's route table is checked against this list by its tests.
 */
export const SITE_PAGES = [
  '/',
  '/profile',
  '/privacy',
  '/login',
  '/logout',
  '/verify-email',
  '/reset-password',
  '/leagues',
  '/leagues/:leagueId',
  '/leagues/join/:token',
  '/game/wordree',
  '/game/wordree/archive',
  '/game/wordree/archive/:day',
  '/game/wordree/challenge/:id',
  '/game/jotto',
  '/game/jotto/daily',
  '/game/jotto/archive',
  '/game/jotto/archive/:day',
  '/game/jotto/challenge/:id',
  '/game/jotto/vs',
  '/game/jotto/vs/:matchId',
  '/game/bloom',
  '/game/bloom/archive',
  '/game/bloom/archive/:day',
  '/game/bloom/challenge/:id',
  '/admin',
] as const;
