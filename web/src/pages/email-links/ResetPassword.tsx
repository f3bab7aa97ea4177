import { Link, useNavigate } from 'react-router';
import { PasswordResetBody } from '@hub/proto';
import { useCompletePasswordReset } from '../../api/auth';
import { toast } from '../../toast/useToast';
import { AuthCard } from '../login/AuthCard';
import { AuthForm } from '../login/AuthForm';
import { newPasswordField } from '../login/fields';
import { IncompleteLink } from './IncompleteLink';
import { useLinkToken } from './useLinkToken';

/** The form asks for the new password (checked as the server checks it); the link gives the token. */
const PasswordForm = PasswordResetBody.pick({ password: true });

/**
 * Where a password-reset mail's link opens. Setting the password signs this tab in and every
 * other session of the account out (the server's rule), and proves the e-mail too.
 */
export default function ResetPassword() {
  const token = useLinkToken();
  const reset = useCompletePasswordReset();
  const navigate = useNavigate();

  if (!token) return <IncompleteLink pageTitle="Set a new password" />;

  return (
    <AuthCard
      pageTitle="Set a new password"
      title="Set a new password"
      subtitle="Choose a password you do not use on any other site."
      footnote={
        <>
          Remembered it after all? <Link to="/login">Sign in</Link>
        </>
      }
    >
      <AuthForm
        schema={PasswordForm.transform((form) => ({ token, ...form }))}
        mutation={reset}
        fields={[newPasswordField('New password')]}
        submitLabel="Set new password"
        pendingLabel="Saving..."
        onSuccess={() => {
          toast({
            title: 'Password changed',
            description: 'You are signed in here, and signed out everywhere else.',
          });
          void navigate('/', { replace: true });
        }}
      />
    </AuthCard>
  );
}
