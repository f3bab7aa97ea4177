import { useQuery } from '@tanstack/react-query';
import type { User } from '@hub/proto';
import { ApiError, apiFetch } from './client';

export const USER_QUERY_KEY = ['/api/user'] as const;

async function fetchUser(): Promise<User | null> {
  try {
    return await apiFetch('/api/user', () => import('./schemas').then((schemas) => schemas.User));
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/** The signed-in user, or null. SPEC §7: cached 5 minutes, not retried; any failure reads as signed out. */
export function useUser() {
  const query = useQuery({
    queryKey: USER_QUERY_KEY,
    queryFn: fetchUser,
    staleTime: 5 * 60_000,
    retry: false,
  });
  return { user: query.data ?? null, isLoading: query.isPending };
}
