import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AuthProviders, User } from '@hub/proto';
import type { SignInBody, SignUpBody } from '@hub/proto';
import { apiFetch } from './client';
import { USER_QUERY_KEY } from './user';

const EMAIL_ONLY: AuthProviders = { email: true, google: false, github: false };

/** Which sign-in ways to offer; if the answer is missing, e-mail alone still works. */
export function useAuthProviders(): AuthProviders {
  const { data } = useQuery({
    queryKey: ['/api/auth/providers'],
    queryFn: () => apiFetch('/api/auth/providers', AuthProviders),
  });
  return data ?? EMAIL_ONLY;
}

function useAuthMutation<Body>(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Body) => apiFetch(path, User, { method: 'POST', body }),
    onSuccess: (user) => {
      // Show the new user at once; the refetch then confirms the session cookie took hold.
      queryClient.setQueryData(USER_QUERY_KEY, user);
      return queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
    },
  });
}

export const useSignIn = () => useAuthMutation<SignInBody>('/api/auth/login');
export const useSignUp = () => useAuthMutation<SignUpBody>('/api/auth/signup');
