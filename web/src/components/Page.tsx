import type { ReactNode } from 'react';
import { Footer } from './Footer';
import { Header } from './Header';
import styles from './Page.module.scss';

const SITE_NAME = 'Daily Puzzle Games';

interface PageProps {
  title?: string;
  /** The sign-in screen leaves the header out: its sign-in link would point at itself. */
  header?: boolean;
  children: ReactNode;
}

/** The frame of every regular screen: header, the page's own content, footer. */
export function Page({ title, header = true, children }: PageProps) {
  return (
    <div className={styles.page}>
      <title>{title ? `${title} · ${SITE_NAME}` : SITE_NAME}</title>
      <a href="#main" className={styles.skip}>
        Skip to content
      </a>
      {header && <Header />}
      <main id="main" className={styles.main} tabIndex={-1}>
        {children}
      </main>
      <Footer />
    </div>
  );
}
