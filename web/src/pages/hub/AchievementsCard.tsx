import { ChevronRight, Trophy } from 'lucide-react';
import { useAchievements } from '../../api/progress';
import { Modal } from '../../components/dialog/Modal';
import { cx } from '../../lib/cx';
import { achievementSummary } from '../../lib/progress';
import { AchievementList } from './AchievementList';
import card from './Card.module.scss';
import styles from './AchievementsCard.module.scss';

export function AchievementsCard() {
  const { data, isLoading } = useAchievements();
  const { unlocked, total, recent } = achievementSummary(data);

  return (
    <Modal
      title="All Achievements"
      description={`${unlocked} of ${total} unlocked`}
      trigger={
        // Named by what it shows (WCAG 2.5.3, Label in Name): "Achievements 3 / 12 unlocked".
        <button type="button" className={cx(card.card, card.opens, styles.trigger)}>
          <span className={card.heading}>
            <span className={cx(card.headingIcon, styles.icon)}>
              <Trophy aria-hidden="true" size={20} />
            </span>
            Achievements
            <ChevronRight aria-hidden="true" size={20} className={card.chevron} />
          </span>
          <span className={card.figure}>
            {unlocked}
            <span className={styles.total}> / {total}</span>
            <span className={styles.hidden}> unlocked</span>
          </span>
          <span className={styles.meter}>
            <span style={{ width: `${(unlocked / Math.max(total, 1)) * 100}%` }} />
          </span>
          {recent.length > 0 ? (
            // Decorative here: the dialog lists each achievement by its name.
            <span className={styles.recent} aria-hidden="true">
              {recent.map((achievement) => (
                <span key={achievement.id} className={styles.badge} title={achievement.name}>
                  {achievement.iconUrl}
                </span>
              ))}
            </span>
          ) : (
            <span className={card.muted}>Finish any puzzle to unlock your first achievement.</span>
          )}
        </button>
      }
    >
      <AchievementList achievements={data} isLoading={isLoading} />
    </Modal>
  );
}
