import { Cookie } from 'lucide-react';
import { Link } from 'react-router';
import { consentActions, useConsent } from '../consent/useConsent';
import { cx } from '../lib/cx';
import { useDelay } from '../lib/useDelay';
import { Button } from './Button';
import styles from './CookieBanner.module.scss';

/** 1 s after start, ask visitors who have not answered yet (docs/rules.md#splash-and-consent). */
const BANNER_DELAY_MS = 1000;

/**
 * The consent banner: a band at the top of the page, in its flow, so that it never covers a game's
 * board or controls (as a sheet floating over the page's foot it hid Bloom's palette). Its room
 * is taken from the first paint, the banner itself hidden until its second has passed: appearing
 * then moves nothing on the page (no layout shift), and answering folds it away.
 */
export function CookieBanner() {
  const consent = useConsent();
  const delayPassed = useDelay(BANNER_DELAY_MS);
  if (consent !== null) return null;

  return (
    <section
      className={cx(styles.banner, !delayPassed && styles.waiting)}
      aria-labelledby="cookie-banner-title"
    >
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
