import type { User } from '@hub/proto';
import { useGameStats } from '../../api/progress';
import { displayName } from '../../lib/displayName';
import { totalGamesPlayed } from '../../lib/progress';
import styles from './Hub.module.scss';

/**
 * 'Welcome back' only to someone who has played: right after sign-up it read oddly. Until the
 * stats arrive the plain welcome shows, which is true either way.
 */
export function Greeting({ user }: { user: User }) {
  const { data: stats = [] } = useGameStats();
  const returning = totalGamesPlayed(stats) > 0;
  return (
    <div className={styles.greeting}>
      <h1 className={styles.title}>
        {returning ? 'Welcome back' : 'Welcome'}, {displayName(user)}!
      </h1>
      <p className={styles.subtitle}>
        {returning
          ? 'Today’s puzzles are waiting. Keep that streak going.'
          : 'Three daily puzzles are waiting. Play any of them to start a streak.'}
      </p>
    </div>
  );
}
