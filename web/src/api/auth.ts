import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AuthProviders, CheckYourEmail, User } from '@hub/proto';
import type {
  PasswordResetBody,
  PasswordResetRequestBody,
  SignInBody,
  SignUpBody,
  VerifyEmailBody,
} from '@hub/proto';
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
/** The mailed links' pages: each proves the mailbox, and signs the tab in. */
export const useVerifyEmail = () => useAuthMutation<VerifyEmailBody>('/api/auth/verify-email');
export const useCompletePasswordReset = () =>
  useAuthMutation<PasswordResetBody>('/api/auth/password-reset/complete');

/** Calls that send a mail: they answer "check your e-mail", and the mailed link does the rest. */
function useMailingMutation<Body>(path: string) {
  return useMutation({
    mutationFn: (body: Body) =>
      apiFetch(path, CheckYourEmail, { method: 'POST', body: body ?? {} }),
  });
}

/** Sign-up signs nobody in: the verification link does. */
export const useSignUp = () => useMailingMutation<SignUpBody>('/api/auth/signup');
export const useRequestPasswordReset = () =>
  useMailingMutation<PasswordResetRequestBody>('/api/auth/password-reset');
export const useResendVerification = () =>
  useMailingMutation<void>('/api/auth/verify-email/resend');
