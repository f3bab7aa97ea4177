import type { User } from '@hub/proto';
import { GAME_TYPES } from '@hub/proto';
import { Page } from '../../components/Page';
import { YourTurnBadge } from '../../games/jotto/live/YourTurnBadge';
import { AchievementsCard } from './AchievementsCard';
import { Greeting } from './Greeting';
import { GameCard } from './GameCard';
import { LeaderboardsCard } from './LeaderboardsCard';
import { LeaguesCard } from './LeaguesCard';
import { NextPuzzleCountdown } from './NextPuzzleCountdown';
import { StreakCard } from './StreakCard';
import styles from './Hub.module.scss';

export default function Hub({ user }: { user: User }) {
  return (
    <Page>
      <Greeting user={user} />
      <YourTurnBadge to="/game/jotto/vs" className={styles.turns} />

      <section className={styles.section} aria-labelledby="progress-title">
        <h2 id="progress-title" className={styles.sectionTitle}>
          Your Progress
        </h2>
        <div className={styles.progress}>
          <AchievementsCard />
          <StreakCard />
          <LeaderboardsCard />
          <LeaguesCard />
        </div>
      </section>

      <section className={styles.section} aria-labelledby="games-title">
        <div className={styles.sectionHeader}>
          <h2 id="games-title" className={styles.sectionTitle}>
            Our Games
          </h2>
          <NextPuzzleCountdown />
        </div>
        <ul className={styles.games}>
          {GAME_TYPES.map((type) => (
            <GameCard key={type} type={type} />
          ))}
        </ul>
      </section>
    </Page>
  );
}
