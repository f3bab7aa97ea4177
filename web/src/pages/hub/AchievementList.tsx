import { Lock } from 'lucide-react';
import { VisuallyHidden } from 'radix-ui';
import type { Achievement } from '@hub/proto';
import { cx } from '../../lib/cx';
import styles from './AchievementList.module.scss';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

interface AchievementListProps {
  achievements: readonly Achievement[] | undefined;
  isLoading: boolean;
}

/** Every achievement; locked ones are dimmed and marked with a lock. */
export function AchievementList({ achievements, isLoading }: AchievementListProps) {
  if (!achievements) {
    return (
      <p className={styles.empty}>
        {isLoading ? 'Loading...' : 'Achievements are not available right now. Try again later.'}
      </p>
    );
  }
  return (
    <ul className={styles.list}>
      {achievements.map((achievement) => (
        <li
          key={achievement.id}
          className={cx(styles.item, !achievement.unlocked && styles.locked)}
        >
          <span className={styles.icon} aria-hidden="true">
            {achievement.iconUrl}
          </span>
          <div className={styles.text}>
            <p className={styles.name}>{achievement.name}</p>
            <p className={styles.description}>{achievement.description}</p>
            {achievement.unlocked && achievement.unlockedAt && (
              <p className={styles.date}>
                Unlocked{' '}
                <time dateTime={achievement.unlockedAt}>
                  {dateFormat.format(new Date(achievement.unlockedAt))}
                </time>
              </p>
            )}
          </div>
          {!achievement.unlocked && (
            <span className={styles.lock}>
              <Lock aria-hidden="true" size={18} />
              <VisuallyHidden.Root>Locked</VisuallyHidden.Root>
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
