import { lazy, Suspense } from 'react';
import { Mail } from 'lucide-react';
import { Link } from 'react-router';
import { useSiteConfig } from '../api/config';
import { useUser } from '../api/user';
import { firstScreenPainted } from '../lib/firstScreen';
import { LogoMark } from './Logo';
import styles from './Footer.module.scss';

// A player chooses the theme in the menu; a visitor, who has no menu, here. Below the fold, so
// it loads once the first screen has painted (lib/firstScreen.ts).
const ThemeSwitcher = lazy(() =>
  firstScreenPainted()
    .then(() => import('./ThemeSwitcher'))
    .then(({ ThemeSwitcher }) => ({ default: ThemeSwitcher })),
);

export function Footer() {
  const { supportEmail } = useSiteConfig();
  const { user, isLoading } = useUser();
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
        {!user && !isLoading && (
          <Suspense fallback={null}>
            <ThemeSwitcher className={styles.theme} />
          </Suspense>
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
