import { MailCheck } from 'lucide-react';
import type { User } from '@hub/proto';
import { useResendVerification } from '../../api/auth';
import { errorMessage } from '../../api/client';
import { Button } from '../../components/Button';
import styles from './VerifyEmailNotice.module.scss';

/**
 * For an account whose e-mail nobody proved yet: what that costs (no place on the global
 * leaderboards) and a way to get a new link.
 */
export function VerifyEmailNotice({ user }: { user: User }) {
  const resend = useResendVerification();
  if (user.emailVerified || !user.email) return null;
  return (
    <section className={styles.notice} aria-labelledby="verify-email-notice">
      <MailCheck aria-hidden="true" size={24} className={styles.icon} />
      <div className={styles.body}>
        <h2 id="verify-email-notice" className={styles.title}>
          Confirm your e-mail
        </h2>
        <p>
          Open the link we sent to <strong>{user.email}</strong>. Until then your scores stay off
          the global leaderboards.
        </p>
        {resend.isSuccess && <p role="status">{resend.data.message}</p>}
        {resend.isError && <p role="alert">{errorMessage(resend.error)}</p>}
      </div>
      <Button
        variant="secondary"
        onClick={() => resend.mutate()}
        disabled={resend.isPending || resend.isSuccess}
        className={styles.action}
      >
        {resend.isPending ? 'Sending...' : 'Send the link again'}
      </Button>
    </section>
  );
}
