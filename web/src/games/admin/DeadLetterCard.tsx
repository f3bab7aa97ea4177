import { useState } from 'react';
import { ChevronRight, LoaderCircle, RotateCcw, Trash2 } from 'lucide-react';
import type { AdminDeadLetter } from '@hub/proto';
import { Button } from '../../components/Button';
import { useSettleDeadLetter } from './api';
import { payloadText, shortEventId } from './dead-letter-format';
import { DiscardLetterDialog } from './DiscardLetterDialog';
import { exactTime, timeAgo } from './when';
import styles from './DeadLettersPanel.module.scss';

interface DeadLetterCardProps {
  letter: AdminDeadLetter;
  /** The clock the relative times read, shared by every card so they tick together. */
  now: number;
}

/** One failed event: where it was going, why it failed, what it held, and the two ways out. */
export function DeadLetterCard({ letter, now }: DeadLetterCardProps) {
  const replay = useSettleDeadLetter('replay');
  const discard = useSettleDeadLetter('discard');
  const [confirming, setConfirming] = useState(false);
  const busy = replay.isPending || discard.isPending;
  const titleId = `dead-letter-${letter.id}`;
  const failedAt = exactTime(letter.failedAt);
  const name = `dead letter #${letter.id}`;

  return (
    <article className={styles.letter} aria-labelledby={titleId}>
      <header className={styles.letterHeader}>
        <h3 id={titleId} className={styles.subject}>
          {letter.subject} <span className={styles.number}>#{letter.id}</span>
        </h3>
        <p className={styles.when}>
          Failed{' '}
          <time dateTime={letter.failedAt} title={failedAt}>
            {timeAgo(letter.failedAt, now)}
          </time>
        </p>
      </header>
      <p className={styles.error}>
        <span className={styles.errorLabel}>Error</span>
        {letter.error || 'No reason recorded'}
      </p>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt>Consumer</dt>
          <dd>{letter.consumer}</dd>
        </div>
        <div className={styles.fact}>
          <dt>Event</dt>
          <dd title={letter.eventId}>{shortEventId(letter.eventId)}</dd>
        </div>
        <div className={styles.fact}>
          <dt>Deliveries</dt>
          <dd>{letter.deliveries}</dd>
        </div>
      </dl>
      <details className={styles.details}>
        <summary className={styles.summary}>
          <ChevronRight aria-hidden="true" size={16} className={styles.chevron} />
          Payload
        </summary>
        {/* The full id and time too: touch screens have no hover to read their titles. */}
        <p className={styles.payloadMeta}>
          Event <span className={styles.mono}>{letter.eventId}</span> · failed {failedAt}
        </p>
        {/* Focusable and named, so a keyboard can scroll it and a screen reader can find it. */}
        <pre
          className={styles.payload}
          role="region"
          tabIndex={0}
          aria-label={`Payload of ${name}`}
        >
          {payloadText(letter.payload)}
        </pre>
      </details>
      <div className={styles.actions}>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => replay.mutate(letter.id)}
          disabled={busy}
          aria-busy={replay.isPending}
          aria-label={`${replay.isPending ? 'Replaying' : 'Replay'} ${name}`}
        >
          {replay.isPending ? (
            <LoaderCircle aria-hidden="true" size={16} className={styles.spinner} />
          ) : (
            <RotateCcw aria-hidden="true" size={16} />
          )}
          {replay.isPending ? 'Replaying…' : 'Replay'}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => setConfirming(true)}
          disabled={busy}
          aria-busy={discard.isPending}
          aria-label={`${discard.isPending ? 'Discarding' : 'Discard'} ${name}`}
          className={styles.discard}
        >
          {discard.isPending ? (
            <LoaderCircle aria-hidden="true" size={16} className={styles.spinner} />
          ) : (
            <Trash2 aria-hidden="true" size={16} />
          )}
          {discard.isPending ? 'Discarding…' : 'Discard'}
        </Button>
      </div>
      <DiscardLetterDialog
        letter={letter}
        open={confirming}
        onOpenChange={setConfirming}
        onConfirm={() => discard.mutate(letter.id)}
      />
    </article>
  );
}
