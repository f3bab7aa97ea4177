import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AuthProviders, CheckYourEmail, SignUpAnswer, User } from '@hub/proto';
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

/** Shows a user the server just signed in at once; the refetch confirms the cookie took hold. */
function useSignedIn() {
  const queryClient = useQueryClient();
  return (user: User) => {
    queryClient.setQueryData(USER_QUERY_KEY, user);
    return queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
  };
}

/**
 * `onSignedIn` runs before the page learns of the user: a page that leaves once someone is signed
 * in (the sign-in page) is gone by then, and a callback given to `mutate` would never run.
 */
function useAuthMutation<Body>(path: string, onSignedIn?: (user: User) => void) {
  const signedIn = useSignedIn();
  return useMutation({
    mutationFn: (body: Body) => apiFetch(path, User, { method: 'POST', body }),
    onSuccess: (user) => {
      onSignedIn?.(user);
      return signedIn(user);
    },
  });
}

/** The signed-in new account, or (for a taken e-mail) "check your e-mail". */
export const isNewAccount = (answer: SignUpAnswer): answer is User => 'id' in answer;

/** Sign-up; `onSignedUp` as `onSignedIn` above, for a new account (a taken e-mail signs nobody in). */
export function useSignUp(onSignedUp?: (user: User) => void) {
  const signedIn = useSignedIn();
  return useMutation({
    mutationFn: (body: SignUpBody) =>
      apiFetch('/api/auth/signup', SignUpAnswer, { method: 'POST', body }),
    onSuccess: (answer) => {
      if (!isNewAccount(answer)) return;
      onSignedUp?.(answer);
      return signedIn(answer);
    },
  });
}

export const useSignIn = (onSignedIn?: (user: User) => void) =>
  useAuthMutation<SignInBody>('/api/auth/login', onSignedIn);
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

export const useRequestPasswordReset = () =>
  useMailingMutation<PasswordResetRequestBody>('/api/auth/password-reset');
export const useResendVerification = () =>
  useMailingMutation<void>('/api/auth/verify-email/resend');
