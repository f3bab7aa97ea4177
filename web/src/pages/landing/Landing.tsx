import { ChevronRight, Trophy } from 'lucide-react';
import { Link } from 'react-router';
import type { GameType } from '@hub/proto';
import { Button } from '../../components/Button';
import { GameIcon } from '../../components/GameIcon';
import { Page } from '../../components/Page';
import { TodayStatus } from '../../components/TodayStatus';
import { GAMES } from '../../lib/games';
import { Features } from './Features';
import { HeroGrid } from './HeroGrid';
import styles from './Landing.module.scss';

// The landing page's game buttons, in this order (docs/rules.md#hub-and-profile).
const LANDING_GAMES: GameType[] = ['bloom', 'wordree', 'jotto'];

export default function Landing() {
  return (
    <Page>
      <section className={styles.hero} aria-labelledby="landing-title">
        <div className={styles.copy}>
          <p className={styles.eyebrow}>Fresh puzzles every day</p>
          <h1 id="landing-title" className={styles.title}>
            Daily Puzzle Games
          </h1>
          <p className={styles.tagline}>
            Quick word and logic puzzles that take minutes to play and days to master. Keep your
            streak alive, unlock achievements and climb the leaderboards, with nothing to download.
          </p>
          <ul className={styles.games} aria-label="Games">
            {LANDING_GAMES.map((type) => (
              <li key={type} data-game={type}>
                <Link to={GAMES[type].path} className={styles.game}>
                  <span className={styles.gameIcon}>
                    <GameIcon game={type} size={26} />
                  </span>
                  <span className={styles.gameText}>
                    <strong>{GAMES[type].name}</strong>
                    <span>{GAMES[type].tagline}</span>
                    <TodayStatus game={type} />
                  </span>
                  <ChevronRight aria-hidden="true" className={styles.chevron} />
                </Link>
              </li>
            ))}
          </ul>
          <div className={styles.signUp}>
            <Button
              size="lg"
              // A full navigation: sign-in happens on the server, not inside the app.
              onClick={() => (window.location.href = '/api/login')}
            >
              <Trophy aria-hidden="true" size={20} />
              Sign Up for Achievements
            </Button>
            <p className={styles.note}>Free to play. No account needed to start.</p>
          </div>
        </div>
        <HeroGrid />
      </section>
      <Features />
    </Page>
  );
}
