import type { QueryClient } from '@tanstack/react-query';
import { startEarly } from '../../api/early';
import { sessionKnown } from '../../api/user';
import { earlyKeys, puzzlePaths } from './requests';
import { firstPuzzle } from './settings';

/** The page's chunk; routes.tsx lazy-loads the same. */
export const loadWordreePage = () => import('./WordreePage');

/**
 * A page load that opens on Wordree: its chunk and its first puzzle download together, instead of
 * the puzzle being asked for once the chunk has arrived and rendered. The puzzle waits for
 * /api/auth/session's answer only, which carries a first visit's session cookie.
 */
export function preloadWordree(queryClient: QueryClient): void {
  void loadWordreePage();
  const first = firstPuzzle(new URLSearchParams(window.location.search));
  void sessionKnown(queryClient).then(() => {
    switch (first.kind) {
      case 'shared':
        return startEarly(
          earlyKeys.view(first.id, first.mode),
          puzzlePaths.view(first.id, first.mode),
        );
      case 'resumed':
        return startEarly(
          earlyKeys.view(first.id, 'endless'),
          puzzlePaths.view(first.id, 'endless'),
        );
      case 'daily':
        return startEarly(earlyKeys.daily, puzzlePaths.daily);
      case 'random':
        return startEarly(earlyKeys.random(first.difficulty), puzzlePaths.random(first.difficulty));
    }
  });
}
