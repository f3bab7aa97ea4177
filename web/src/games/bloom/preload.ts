import type { QueryClient } from '@tanstack/react-query';
import { sessionKnown } from '../../api/user';
import { startDailyGarden } from './requests';

/** The page's chunk; routes.tsx lazy-loads the same. */
export const loadBloomPage = () => import('./BloomPage');

/**
 * A page load that opens on Bloom: its chunk and today's garden download together, instead of
 * the garden being asked for once the chunk has arrived and rendered. The garden waits for
 * /api/auth/session's answer only: a first visit's session cookie comes with it, and the garden's first
 * view must be recorded for that same guest.
 */
export function preloadBloom(queryClient: QueryClient): void {
  void loadBloomPage();
  void sessionKnown(queryClient).then(startDailyGarden);
}
