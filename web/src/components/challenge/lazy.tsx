import { lazy, Suspense, type ComponentProps } from 'react';
import { useSearchParams } from 'react-router';

// The challenge screens load only where they show: a daily opened without `?challenge=`, or not
// yet finished, downloads none of them (web/vite.config.ts keeps this file in the kit chunk).
const ChallengeBannerScreen = lazy(() => import('./ChallengeBanner'));
const ChallengeButtonScreen = lazy(() => import('./ChallengeButton'));
const ChallengeVerdictScreen = lazy(() => import('./ChallengeVerdict'));

/** The challenge a daily or archive page was opened from (`?challenge=<id>`), if any. */
export function useChallengeId(): string | null {
  return useSearchParams()[0].get('challenge');
}

export function ChallengeBanner(props: ComponentProps<typeof ChallengeBannerScreen>) {
  return (
    <Suspense fallback={null}>
      <ChallengeBannerScreen {...props} />
    </Suspense>
  );
}

export function ChallengeButton(props: ComponentProps<typeof ChallengeButtonScreen>) {
  return (
    <Suspense fallback={null}>
      <ChallengeButtonScreen {...props} />
    </Suspense>
  );
}

/** Who won, in a finished puzzle's results, for a page opened from a challenge; else nothing. */
export function ChallengeVerdict(props: Omit<ComponentProps<typeof ChallengeVerdictScreen>, 'id'>) {
  const id = useChallengeId();
  if (!id) return null;
  return (
    <Suspense fallback={null}>
      <ChallengeVerdictScreen id={id} {...props} />
    </Suspense>
  );
}
