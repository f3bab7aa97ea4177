import { ShieldX } from 'lucide-react';
import { BackToHubButton } from '../../components/BackToHubButton';
import { Page } from '../../components/Page';
import styles from './AccessDenied.module.scss';

/** What signed-in players who are not admins see instead (docs/architecture.md#roles). */
export function AccessDenied({ email }: { email: string | null }) {
  return (
    <Page title="Access denied">
      <BackToHubButton />
      <section className={styles.card} aria-labelledby="denied-title">
        <span className={styles.badge}>
          <ShieldX aria-hidden="true" size={40} strokeWidth={2.2} />
        </span>
        <h1 id="denied-title" className={styles.title}>
          Access denied
        </h1>
        <p className={styles.message}>The admin dashboard is for administrators only.</p>
        {email && (
          <p className={styles.message}>
            You&apos;re signed in as <strong>{email}</strong>. If you should have access, ask the
            site&apos;s operators to add this address to the administrators.
          </p>
        )}
      </section>
    </Page>
  );
}
