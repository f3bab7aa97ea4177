import type { ReactNode } from 'react';
import { Button } from '../../components/Button';
import panel from './Panel.module.scss';

/** A panel's data that did not load: what, and a Retry that asks again. */
export function LoadProblem({ children, onRetry }: { children: ReactNode; onRetry: () => void }) {
  return (
    <div className={panel.problem}>
      {children}
      <Button variant="secondary" size="sm" onClick={onRetry}>
        Retry
      </Button>
    </div>
  );
}
