import { MAX_STREAK_FREEZES, STREAK_FREEZE_EVERY_DAYS } from '@hub/proto';
import styles from './StreakRules.module.scss';

/**
 * How streaks and streak freezes work (docs/rules.md#streaks), where the hub's streak card and
 * the profile explain them.
 */
export function StreakRules() {
  return (
    <ul className={styles.rules}>
      <li>
        A <strong>streak</strong> counts the days in a row you finish at least one game, won or not.
        Each game has its own. Days turn over at midnight, Chicago time.
      </li>
      <li>
        Every {STREAK_FREEZE_EVERY_DAYS} days of a streak earn a <strong>streak freeze</strong>; you
        hold at most {MAX_STREAK_FREEZES} per game.
      </li>
      <li>
        Miss a day and a freeze is used up by itself: the streak lives on and the day is marked
        frozen, but it does not add to the streak. Miss a day with no freeze left and the streak
        starts over.
      </li>
      <li>Today only counts as missed once it is over.</li>
      <li>Puzzles played from the archive count as games played, not as days of a streak.</li>
      <li>
        The On a Roll and Week Warrior achievements go by your longest streak, freezes included.
      </li>
    </ul>
  );
}
