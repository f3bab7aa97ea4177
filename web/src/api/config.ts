import { useQuery } from '@tanstack/react-query';
import type { SiteConfig } from '@hub/proto';
import { firstScreenPainted } from '../lib/firstScreen';
import { apiFetch } from './client';
import { zodLoaded } from './zod';

const FEATURES_OFF: SiteConfig = { supportEmail: null, adsClientId: null };

/**
 * Operator settings. Until they load, or if they cannot, every optional feature stays off. Asked
 * for once the first screen has painted: only the footer and the ad slot read them, and their
 * schema brings zod.
 */
export function useSiteConfig(): SiteConfig {
  const { data } = useQuery({
    queryKey: ['/api/config'],
    queryFn: async () => {
      await firstScreenPainted();
      return apiFetch('/api/config', () =>
        zodLoaded()
          .then(() => import('./schemas/site'))
          .then((schemas) => schemas.SiteConfig),
      );
    },
  });
  return data ?? FEATURES_OFF;
}
