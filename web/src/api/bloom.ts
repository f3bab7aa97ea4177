import { useQuery } from '@tanstack/react-query';
import { BloomDailyInfo } from '@hub/proto';
import { apiFetch } from './client';

/** Today's Bloom info; the hub reads its resetTime whether or not anyone is signed in. */
export function useBloomDaily() {
  return useQuery({
    queryKey: ['/api/bloom/daily'],
    queryFn: () => apiFetch('/api/bloom/daily', BloomDailyInfo),
    refetchOnWindowFocus: false,
  });
}
