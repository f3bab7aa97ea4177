import { Cookie } from 'lucide-react';
import { Link } from 'react-router';
import { consentActions, useConsent } from '../consent/useConsent';
import { useDelay } from '../lib/useDelay';
import { Button } from './Button';
import styles from './CookieBanner.module.scss';

/** 1 s after start, ask visitors who have not answered yet (docs/rules.md#splash-and-consent). */
const BANNER_DELAY_MS = 1000;

export function CookieBanner() {
  const consent = useConsent();
  const delayPassed = useDelay(BANNER_DELAY_MS);
  if (consent !== null || !delayPassed) return null;

  return (
    <section className={styles.banner} aria-labelledby="cookie-banner-title">
      <div className={styles.icon} aria-hidden="true">
        <Cookie />
      </div>
      <div className={styles.text}>
        <h2 id="cookie-banner-title" className={styles.title}>
          Your privacy, your choice
        </h2>
        <p>
          Essential cookies keep you signed in. With your OK we also use analytics and advertising
          cookies, which keep the puzzles free. <Link to="/privacy">Privacy Policy</Link>
        </p>
      </div>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={consentActions.decline}>
          Decline
        </Button>
        <Button onClick={consentActions.accept}>Accept All</Button>
      </div>
    </section>
  );
}
