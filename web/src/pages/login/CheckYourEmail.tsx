import type { CheckYourEmail as CheckYourEmailAnswer } from '@hub/proto';
import { Button } from '../../components/Button';
import styles from './CheckYourEmail.module.scss';

interface CheckYourEmailProps {
  answer: CheckYourEmailAnswer;
  onBack: () => void;
}

/** What follows a call that mails a link: the same words whether or not the address has an account. */
export function CheckYourEmail({ answer, onBack }: CheckYourEmailProps) {
  return (
    <div role="status" className={styles.checkEmail}>
      <h2 className={styles.title}>Check your e-mail</h2>
      <p>
        {answer.message} We wrote to <strong>{answer.email}</strong>.
      </p>
      <p className={styles.hint}>
        No mail after a few minutes? Look in your spam folder, or check the address.
      </p>
      <Button variant="secondary" onClick={onBack}>
        Back to sign in
      </Button>
    </div>
  );
}
