import type { ReactNode } from 'react';
import { BellRing } from 'lucide-react';
import { ApiError, errorMessage } from '../../../api/client';
import { Button } from '../../../components/Button';
import { useReminderSettings } from './api';
import { ReminderForm } from './ReminderForm';
import styles from './RemindersCard.module.scss';

function Card({ children }: { children: ReactNode }) {
  return (
    <section className={styles.card} aria-labelledby="streak-reminders">
      <h2 id="streak-reminders" className={styles.title}>
        <BellRing aria-hidden="true" size={20} className={styles.icon} />
        Streak reminders
      </h2>
      <p className={styles.intro}>
        A notification on a day your streak is alive and today’s game is not played yet.
      </p>
      {children}
    </section>
  );
}

/**
 * Opt-in streak reminders by Web Push (docs/architecture.md#streak-reminders). Nothing at all
 * where the site sends none, nor until the settings are in: a card that vanished once they came
 * would be worse than one that appears.
 */
export function RemindersCard() {
  const settings = useReminderSettings();
  if (settings.isPending) return null;
  if (settings.isError) {
    // A leaderboard service without reminders yet: as a site that sends none.
    if (settings.error instanceof ApiError && settings.error.status === 404) return null;
    return (
      <Card>
        <p className={styles.error} role="alert">
          {errorMessage(settings.error)}
        </p>
        <Button
          variant="secondary"
          size="sm"
          disabled={settings.isFetching}
          onClick={() => void settings.refetch()}
          className={styles.retry}
        >
          Try again
        </Button>
      </Card>
    );
  }
  const { publicKey } = settings.data;
  if (publicKey === null) return null;
  return (
    <Card>
      <ReminderForm settings={settings.data} publicKey={publicKey} />
    </Card>
  );
}
