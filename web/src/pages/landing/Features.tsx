import type { LucideIcon } from 'lucide-react';
import { Brain, CalendarDays, Gamepad2, TrendingUp, Trophy, Zap } from 'lucide-react';
import styles from './Features.module.scss';

const FEATURES: Array<{ icon: LucideIcon; title: string; text: string }> = [
  {
    icon: Brain,
    title: 'Smart Puzzles',
    text: 'Every puzzle is generated and checked to have a fair solution: tricky, never random.',
  },
  {
    icon: TrendingUp,
    title: 'Track Progress',
    text: 'Games played, current streaks and personal bests for every game, all on your profile.',
  },
  {
    icon: Trophy,
    title: 'Compete',
    text: 'Climb the daily leaderboards or challenge a friend to a head-to-head Jotto match.',
  },
  {
    icon: Gamepad2,
    title: 'Multiple Games',
    text: 'Word chains, word deduction and flower logic: three puzzles, one place to play.',
  },
  {
    icon: CalendarDays,
    title: 'Daily Challenges',
    text: 'A new puzzle for each game every midnight Central Time, the same one for everybody.',
  },
  {
    icon: Zap,
    title: 'Instant Play',
    text: 'Nothing to install and no sign-up needed. Open a game in your browser and go.',
  },
];

export function Features() {
  return (
    <section className={styles.features} aria-labelledby="features-title">
      <h2 id="features-title" className={styles.title}>
        Why players keep coming back
      </h2>
      <ul className={styles.grid}>
        {FEATURES.map(({ icon: Icon, title, text }) => (
          <li key={title} className={styles.card}>
            <span className={styles.icon}>
              <Icon aria-hidden="true" size={22} />
            </span>
            <h3 className={styles.cardTitle}>{title}</h3>
            <p className={styles.text}>{text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
