import type { ReactNode } from 'react';
import { Flower2 } from 'lucide-react';
import { RulesList } from './RulesList';
import styles from './BloomGame.module.scss';

/** Beside the garden (below it on a phone): the flower rules and the day's leaderboard. */
export function GameSide({ leaderboard }: { leaderboard: ReactNode }) {
  return (
    <aside className={styles.side}>
      <section className={styles.panel} aria-labelledby="bloom-rules-title">
        <h2 id="bloom-rules-title" className={styles.panelTitle}>
          <Flower2 aria-hidden="true" size={20} />
          Flower Rules
        </h2>
        <RulesList />
      </section>
      {leaderboard}
    </aside>
  );
}
