import { Link, Navigate, useNavigate } from 'react-router';
import { z } from 'zod';
import type { User } from '@hub/proto';
import { useVerifyEmail } from '../../api/auth';
import { useUser } from '../../api/user';
import { PageLoader } from '../../components/PageLoader';
import { toast } from '../../toast/useToast';
import { AuthCard } from '../login/AuthCard';
import { AuthForm } from '../login/AuthForm';
import { CURRENT_PASSWORD_FIELD } from '../login/fields';
import { IncompleteLink } from './IncompleteLink';
import { useLinkToken } from './useLinkToken';

/** What the form asks for; the token comes from the link. */
const PasswordForm = z.object({ password: z.string().min(1, 'Please enter your password') });

/**
 * Where the verification mail's link opens. The password proves that whoever follows the link
 * made the account (the server's rule); a tab signed in to that unverified account needs only the
 * button.
 */
export default function VerifyEmail() {
  const token = useLinkToken();
  const { user, isLoading } = useUser();
  const verify = useVerifyEmail();
  const navigate = useNavigate();

  if (isLoading) return <PageLoader />;
  if (!token) {
    // Nothing left to confirm for a verified player: on to the hub.
    if (user?.emailVerified) return <Navigate to="/" replace />;
    return <IncompleteLink pageTitle="Confirm your e-mail" />;
  }

  const signedInUnverified = Boolean(user && !user.emailVerified);
  const done = (verified: User) => {
    toast({
      title: 'E-mail confirmed. Welcome!',
      description: `You are signed in as ${verified.email ?? 'your account'}; your scores can now reach the global leaderboards.`,
    });
    void navigate('/', { replace: true });
  };

  return (
    <AuthCard
      pageTitle="Confirm your e-mail"
      title="Confirm your e-mail"
      subtitle={
        signedInUnverified
          ? 'One click and your account is complete.'
          : 'Enter the password you chose when you signed up to finish creating your account.'
      }
      footnote={
        <>
          Did not sign up, or forgot the password?{' '}
          <Link to="/login?forgot">Set a new password</Link>
        </>
      }
    >
      {signedInUnverified ? (
        <AuthForm
          schema={z.object({}).transform(() => ({ token }))}
          mutation={verify}
          fields={[]}
          submitLabel="Confirm e-mail"
          pendingLabel="Confirming..."
          onSuccess={done}
        />
      ) : (
        <AuthForm
          schema={PasswordForm.transform((form) => ({ token, ...form }))}
          mutation={verify}
          fields={[CURRENT_PASSWORD_FIELD]}
          submitLabel="Confirm e-mail"
          pendingLabel="Confirming..."
          onSuccess={done}
        />
      )}
    </AuthCard>
  );
}
