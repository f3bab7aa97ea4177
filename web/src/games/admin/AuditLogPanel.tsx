import { Eye, History, RefreshCw, Sparkles } from 'lucide-react';
import type { AuditEntry } from '@hub/proto';
import { Button } from '../../components/Button';
import { cx } from '../../lib/cx';
import { useAuditLog } from './api';
import { actorLabel, describeAction } from './audit-summary';
import panel from './Panel.module.scss';
import styles from './AuditLogPanel.module.scss';

const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'medium' });

const STATUS_LABELS: Record<AuditEntry['status'], string> = {
  pending: 'In progress',
  succeeded: 'Done',
  failed: 'Failed',
};

function Entry({ entry, userId }: { entry: AuditEntry; userId: string }) {
  const Icon =
    entry.action === 'generate-puzzle'
      ? Sparkles
      : entry.action === 'view-upcoming'
        ? Eye
        : RefreshCw;
  return (
    <li className={styles.entry}>
      <span className={styles.icon}>
        <Icon aria-hidden="true" size={18} />
      </span>
      <div className={styles.body}>
        <p className={styles.summary}>{describeAction(entry)}</p>
        <p className={styles.meta}>
          {actorLabel(entry, userId)} ·{' '}
          <time dateTime={entry.createdAt}>{when.format(new Date(entry.createdAt))}</time>
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
      <p className={panel.lead}>Every generation and reset: who, what and when.</p>
      {log.isError ? (
        <div className={panel.problem}>
          Could not load the audit log.
          <Button variant="secondary" size="sm" onClick={() => void log.refetch()}>
            Retry
          </Button>
        </div>
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
