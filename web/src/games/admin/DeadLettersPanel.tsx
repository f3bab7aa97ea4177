import { useEffect, useRef } from 'react';
import { MailX, RefreshCw } from 'lucide-react';
import type { AdminDeadLetter } from '@hub/proto';
import { Button } from '../../components/Button';
import { cx } from '../../lib/cx';
import { useNow } from '../../lib/useNow';
import { ADMIN_FAILURES, useDeadLetters } from './api';
import { DeadLetterCard } from './DeadLetterCard';
import { lettersWaiting } from './dead-letter-format';
import { LoadProblem } from './LoadProblem';
import { useFailureToast } from './useFailureToast';
import panel from './Panel.module.scss';
import styles from './DeadLettersPanel.module.scss';

/**
 * A replayed or discarded letter's card goes, and the focus with it (to the page): the panel's
 * heading takes it instead, so a keyboard user carries on from where they were.
 */
function useFocusWhenALetterLeaves(letters: AdminDeadLetter[] | undefined) {
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = useRef<number[]>([]);
  useEffect(() => {
    const ids = letters?.map(({ id }) => id) ?? [];
    const left = shown.current.some((id) => !ids.includes(id));
    shown.current = ids;
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (left && lost) heading.current?.focus();
  }, [letters]);
  return heading;
}

/** Events a consumer gave up on, for an operator to replay once the cause is fixed, or discard. */
export function DeadLettersPanel() {
  const box = useDeadLetters();
  useFailureToast(box, ADMIN_FAILURES.deadLetters);
  const now = useNow(30_000);
  const heading = useFocusWhenALetterLeaves(box.data?.letters);

  return (
    <section className={cx(panel.panel, styles.panel)} aria-labelledby="dead-letters-title">
      <div className={styles.top}>
        <h2 id="dead-letters-title" ref={heading} tabIndex={-1} className={panel.heading}>
          <span className={panel.headingIcon}>
            <MailX aria-hidden="true" size={20} />
          </span>
          Dead letters
        </h2>
        {box.data?.kept && (
          <Button
            variant="ghost"
            size="sm"
            onClick={() => void box.refetch()}
            disabled={box.isFetching}
            aria-busy={box.isFetching}
          >
            <RefreshCw
              aria-hidden="true"
              size={16}
              className={box.isFetching ? styles.spinner : undefined}
            />
            Refresh
          </Button>
        )}
      </div>
      <p className={panel.lead}>
        Events a service failed to apply 5 times, or that were not JSON. Fix the cause, then replay
        the event to every consumer of its subject (those that applied it ignore it), or discard it.
      </p>
      {box.isError ? (
        <LoadProblem onRetry={() => void box.refetch()}>
          Could not load the dead letters.
        </LoadProblem>
      ) : !box.data ? (
        <p className={styles.quiet}>Loading…</p>
      ) : !box.data.kept ? (
        <p className={styles.quiet}>
          This deployment keeps no dead letters: an event that fails stays in its service&apos;s
          outbox and is retried.
        </p>
      ) : (
        <>
          <p className={styles.tally} role="status">
            <span className={styles.count} data-empty={box.data.total === 0 || undefined}>
              {lettersWaiting(box.data.total)}
            </span>
            {box.data.total > box.data.letters.length && (
              <span className={styles.quiet}>The newest {box.data.letters.length} are shown.</span>
            )}
          </p>
          {box.data.letters.length > 0 && (
            <ol className={styles.list} aria-label="Failed events">
              {box.data.letters.map((letter) => (
                <li key={letter.id}>
                  <DeadLetterCard letter={letter} now={now} />
                </li>
              ))}
            </ol>
          )}
        </>
      )}
    </section>
  );
}
