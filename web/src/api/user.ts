import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { User } from '@hub/proto';
import { ApiError, apiFetch } from './client';

export const USER_QUERY_KEY = ['/api/auth/session'] as const;

/** The answer as sent: a guest's (`user: null`) needs no schema, so no zod on their first screen. */
const asSent = { parse: (data: unknown) => data as { user?: unknown } | null };

/**
 * Who this browser is. Asked of /api/auth/session, which answers a guest with `user: null`, not
 * with /api/user's 401: a browser logs every failed load, and a guest's every page made one. A
 * signed-in answer is checked with the User schema, loaded (with zod) only then.
 */
async function fetchUser(): Promise<User | null> {
  try {
    const session = await apiFetch('/api/auth/session', asSent);
    if (session?.user == null) return null;
    const { User } = await import('./schemas/user');
    return User.parse(session.user);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/**
 * Cached 5 minutes, not retried; any failure reads as signed out
 * (docs/architecture.md#the-web-app).
 */
const userQuery = queryOptions({
  queryKey: USER_QUERY_KEY,
  queryFn: fetchUser,
  staleTime: 5 * 60_000,
  retry: false,
});

/** The signed-in user, or null. */
export function useUser() {
  const query = useQuery(userQuery);
  return { user: query.data ?? null, isLoading: query.isPending };
}

/**
 * Resolves once /api/auth/session has answered (index.html asks for it first): a first visit's session
 * cookie comes with that answer, so a request sent after it plays as the same guest rather than
 * starting a second session.
 */
export function sessionKnown(queryClient: QueryClient): Promise<unknown> {
  return queryClient.fetchQuery(userQuery).catch(() => null);
}
