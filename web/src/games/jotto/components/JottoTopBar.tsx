import type { ReactNode } from 'react';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/Button';
import styles from './JottoTopBar.module.scss';

interface JottoTopBarProps {
  back: { to: string; label: string };
  actions?: ReactNode;
}

/** The way back out, and the screen's dialogs. */
export function JottoTopBar({ back, actions }: JottoTopBarProps) {
  return (
    <div className={styles.bar}>
      <Button asChild variant="ghost" size="sm" className={styles.back}>
        <Link to={back.to}>
          <ArrowLeft aria-hidden="true" size={18} />
          {back.label}
        </Link>
      </Button>
      {actions && <div className={styles.actions}>{actions}</div>}
    </div>
  );
}
