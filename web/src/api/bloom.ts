import { useQuery } from '@tanstack/react-query';
import { BloomDailyInfo } from '@hub/proto';
import { apiFetch } from './client';

/** Today's Bloom info; the hub reads its resetTime whether or not anyone is signed in. */
export function useBloomDaily() {
  return useQuery({
    queryKey: ['/api/bloom/daily'],
    // The countdown is not a view of the garden: it must not start the player's clock.
    queryFn: () => apiFetch('/api/bloom/daily?purpose=countdown', BloomDailyInfo),
    refetchOnWindowFocus: false,
  });
}
