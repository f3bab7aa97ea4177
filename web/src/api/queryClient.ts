import { QueryClient } from '@tanstack/react-query';

/**
 * No retries, no refetch on focus or interval, cached data never goes stale
 * (docs/architecture.md#the-web-app).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Infinity,
      },
      mutations: { retry: false },
    },
  });
}
