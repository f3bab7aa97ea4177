import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LogoMark } from '../../components/Logo';
import { Page } from '../../components/Page';
import styles from './AuthCard.module.scss';

interface AuthCardProps {
  /** The browser tab's title. */
  pageTitle: string;
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  /** A line under the card's content: another way to go ("Continue as a guest"). */
  footnote?: ReactNode;
}

/** The card the account pages share: sign-in, and the pages mailed links open. */
export function AuthCard({ pageTitle, title, subtitle, children, footnote }: AuthCardProps) {
  return (
    <Page title={pageTitle} header={false}>
      <div className={styles.wrap}>
        <section className={styles.card} aria-labelledby="auth-card-title">
          <Link to="/" className={styles.logo} aria-label="Daily Puzzle Games home">
            <LogoMark className={styles.mark} />
          </Link>
          <h1 id="auth-card-title" className={styles.title}>
            {title}
          </h1>
          {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
          {children}
          {footnote && <p className={styles.footnote}>{footnote}</p>}
        </section>
      </div>
    </Page>
  );
}
