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
        <button
          type="button"
          className={cx(card.card, styles.trigger)}
          aria-label={`Achievements: ${unlocked} of ${total} unlocked. Show all achievements`}
        >
          <span className={card.heading}>
            <span className={cx(card.headingIcon, styles.icon)}>
              <Trophy aria-hidden="true" size={20} />
            </span>
            Achievements
            <ChevronRight aria-hidden="true" size={20} className={styles.chevron} />
          </span>
          <span className={card.figure}>
            {unlocked}
            <span className={styles.total}> / {total}</span>
          </span>
          <span className={styles.meter}>
            <span style={{ width: `${(unlocked / Math.max(total, 1)) * 100}%` }} />
          </span>
          {recent.length > 0 ? (
            <span className={styles.recent}>
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
