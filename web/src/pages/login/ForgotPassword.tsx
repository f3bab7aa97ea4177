import { PasswordResetRequestBody } from '@hub/proto';
import { useRequestPasswordReset } from '../../api/auth';
import { Button } from '../../components/Button';
import { AuthForm } from './AuthForm';
import { CheckYourEmail } from './CheckYourEmail';
import { EMAIL_FIELD } from './fields';
import styles from './ForgotPassword.module.scss';

/** Asks for a mailed link to set a new password; "Back to sign in" leaves. */
export function ForgotPassword({ onBack }: { onBack: () => void }) {
  const request = useRequestPasswordReset();
  if (request.isSuccess) return <CheckYourEmail answer={request.data} onBack={onBack} />;
  return (
    <div className={styles.forgot}>
      <h2 className={styles.title}>Forgot your password?</h2>
      <p className={styles.text}>
        Enter the e-mail you signed up with and we will send you a link to set a new password.
      </p>
      <AuthForm
        schema={PasswordResetRequestBody}
        mutation={request}
        fields={[EMAIL_FIELD]}
        submitLabel="Send me a link"
        pendingLabel="Sending..."
        onSuccess={() => {}}
      />
      <Button variant="ghost" onClick={onBack} className={styles.back}>
        Back to sign in
      </Button>
    </div>
  );
}
