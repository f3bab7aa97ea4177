import { CircleHelp, Flame, Snowflake } from 'lucide-react';
import { VisuallyHidden } from 'radix-ui';
import { useGameStats } from '../../api/progress';
import { Modal } from '../../components/dialog/Modal';
import { GameIcon } from '../../components/GameIcon';
import { StreakRules } from '../../components/StreakRules';
import { cx } from '../../lib/cx';
import { GAMES } from '../../lib/games';
import { formatDays, freezesLabel, streakSummary } from '../../lib/progress';
import card from './Card.module.scss';
import styles from './StreakCard.module.scss';

export function StreakCard() {
  const { data = [], isLoading } = useGameStats();
  const { best, active } = streakSummary(data);

  return (
    <article className={card.card} aria-labelledby="streak-title">
      <h3 id="streak-title" className={card.heading}>
        <span className={cx(card.headingIcon, styles.icon)}>
          <Flame aria-hidden="true" size={20} />
        </span>
        Daily Streak
      </h3>
      <p className={card.figure}>{isLoading ? '...' : formatDays(best)}</p>
      {active.length > 0 ? (
        <ul className={styles.games}>
          {active.map(({ gameType, days, freezesHeld }) => (
            <li key={gameType} data-game={gameType} className={styles.game}>
              <GameIcon game={gameType} size={16} className={styles.gameIcon} />
              <span className={styles.gameName}>{GAMES[gameType].name}</span>
              {freezesHeld > 0 && (
                <span className={styles.freezes} title={freezesLabel(freezesHeld)}>
                  <Snowflake aria-hidden="true" size={14} />
                  <span aria-hidden="true">{freezesHeld}</span>
                  <VisuallyHidden.Root>{freezesLabel(freezesHeld)}</VisuallyHidden.Root>
                </span>
              )}
              <span className={styles.days}>{formatDays(days)}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className={card.muted}>Play any daily puzzle today to start a streak.</p>
      )}
      <Modal
        title="How streaks work"
        trigger={
          <button type="button" className={styles.help}>
            <CircleHelp aria-hidden="true" size={16} />
            How streaks work
          </button>
        }
      >
        <StreakRules />
      </Modal>
    </article>
  );
}
