import { Link } from 'react-router';
import { useSiteConfig } from '../../api/config';
import { allowsAdvertising } from '../../consent/consent';
import { useConsent } from '../../consent/useConsent';
import { AdFrame } from './AdFrame';
import styles from './AdSlot.module.scss';

/**
 * The advertising banner. Nothing at all when the operator configured no ads; a notice when the
 * visitor declined; the slot without its script while they have not decided
 * (docs/rules.md#splash-and-consent).
 */
export function AdSlot() {
  const { adsClientId } = useSiteConfig();
  const consent = useConsent();
  if (!adsClientId) return null;

  if (consent !== null && !allowsAdvertising(consent)) {
    return (
      <aside className={styles.notice} aria-label="Advertising">
        <p>
          Advertising cookies are disabled. <Link to="/privacy">Learn more</Link>
        </p>
      </aside>
    );
  }

  return (
    <aside className={styles.slot} aria-label="Advertisement">
      <AdFrame clientId={adsClientId} load={consent !== null} />
      <p className={styles.footnote}>
        Ads help keep Daily Puzzle Games free. <Link to="/privacy">Privacy Policy</Link>
      </p>
    </aside>
  );
}
