import { Mail } from 'lucide-react';
import { Link } from 'react-router';
import { useSiteConfig } from '../api/config';
import { LogoMark } from './Logo';
import styles from './Footer.module.scss';

export function Footer() {
  const { supportEmail } = useSiteConfig();
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <LogoMark className={styles.mark} />
        <p className={styles.copyright}>
          © {new Date().getFullYear()} Daily Puzzle Games. All rights reserved.
        </p>
        {supportEmail && (
          <p className={styles.contact}>
            <Mail aria-hidden="true" size={16} />
            Questions or feedback? <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
          </p>
        )}
        <nav aria-label="Legal">
          <Link to="/privacy" className={styles.link}>
            Privacy Policy
          </Link>
        </nav>
      </div>
    </footer>
  );
}
