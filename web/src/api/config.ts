import { useQuery } from '@tanstack/react-query';
import type { SiteConfig } from '@hub/proto';
import { apiFetch } from './client';

const FEATURES_OFF: SiteConfig = { supportEmail: null, adsClientId: null };

/** Operator settings. Until they load, or if they cannot, every optional feature stays off. */
export function useSiteConfig(): SiteConfig {
  const { data } = useQuery({
    queryKey: ['/api/config'],
    queryFn: () =>
      apiFetch('/api/config', () => import('./schemas').then((schemas) => schemas.SiteConfig)),
  });
  return data ?? FEATURES_OFF;
}
