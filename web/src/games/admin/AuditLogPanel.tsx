import {
  Eye,
  History,
  RefreshCw,
  RotateCcw,
  Sparkles,
  Trash2,
  type LucideIcon,
} from 'lucide-react';
import type { AuditEntry } from '@hub/proto';
import { cx } from '../../lib/cx';
import { useAuditLog } from './api';
import { actorLabel, describeAction } from './audit-summary';
import { exactTime } from './when';
import { LoadProblem } from './LoadProblem';
import panel from './Panel.module.scss';
import styles from './AuditLogPanel.module.scss';

const ICONS: Record<AuditEntry['action'], LucideIcon> = {
  'generate-puzzle': Sparkles,
  'view-upcoming': Eye,
  'reset-daily': RefreshCw,
  'replace-daily': RefreshCw,
  // The same icons as the dead letters' own buttons.
  'replay-dead-letter': RotateCcw,
  'discard-dead-letter': Trash2,
};

const STATUS_LABELS: Record<AuditEntry['status'], string> = {
  pending: 'In progress',
  succeeded: 'Done',
  failed: 'Failed',
};

function Entry({ entry, userId }: { entry: AuditEntry; userId: string }) {
  const Icon = ICONS[entry.action];
  return (
    <li className={styles.entry}>
      <span className={styles.icon}>
        <Icon aria-hidden="true" size={18} />
      </span>
      <div className={styles.body}>
        <p className={styles.summary}>{describeAction(entry)}</p>
        <p className={styles.meta}>
          {actorLabel(entry, userId)} ·{' '}
          <time dateTime={entry.createdAt}>{exactTime(entry.createdAt)}</time>
        </p>
        {entry.error && <p className={styles.error}>{entry.error}</p>}
      </div>
      <span className={cx(styles.status, styles[entry.status])}>{STATUS_LABELS[entry.status]}</span>
    </li>
  );
}

/** What admins did, newest first. */
export function AuditLogPanel({ userId }: { userId: string }) {
  const log = useAuditLog();
  return (
    <section className={cx(panel.panel, styles.panel)} aria-labelledby="audit-title">
      <h2 id="audit-title" className={panel.heading}>
        <span className={panel.headingIcon}>
          <History aria-hidden="true" size={20} />
        </span>
        Audit log
      </h2>
      <p className={panel.lead}>Every admin action: who, what and when.</p>
      {log.isError ? (
        <LoadProblem onRetry={() => void log.refetch()}>Could not load the audit log.</LoadProblem>
      ) : log.data?.entries.length === 0 ? (
        <p className={styles.empty}>No admin actions yet.</p>
      ) : (
        <ol className={styles.list} aria-busy={log.isPending} aria-label="Admin actions">
          {log.data?.entries.map((entry) => (
            <Entry key={entry.id} entry={entry} userId={userId} />
          ))}
        </ol>
      )}
    </section>
  );
}
