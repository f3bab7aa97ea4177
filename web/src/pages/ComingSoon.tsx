import { Construction, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import type { GameType } from '@hub/proto';
import { GAME_TYPES } from '@hub/proto';
import { BackToHubButton } from '../components/BackToHubButton';
import { Button } from '../components/Button';
import { GameIcon } from '../components/GameIcon';
import { Page } from '../components/Page';
import { AdSlot } from '../components/ads/AdSlot';
import { GAMES } from '../lib/games';
import styles from './ComingSoon.module.scss';

interface ComingSoonProps {
  title: string;
  tagline: string;
  /** Game screens carry their game's colours and the ad banner; other screens neither. */
  game?: GameType;
}

/** Holds a route until its screen is built. */
export default function ComingSoon({ title, tagline, game }: ComingSoonProps) {
  return (
    <Page title={title}>
      <div data-game={game}>
        <BackToHubButton />
        <section className={styles.card} aria-labelledby="coming-soon-title">
          <div className={styles.badge}>
            {game ? (
              <GameIcon game={game} size={40} strokeWidth={2.2} />
            ) : (
              <Construction aria-hidden="true" size={40} strokeWidth={2.2} />
            )}
          </div>
          <h1 id="coming-soon-title" className={styles.title}>
            {title}
          </h1>
          <p className={styles.tagline}>{tagline}</p>
          <p className={styles.pill}>
            <Sparkles aria-hidden="true" size={16} />
            Coming soon
          </p>
          <p className={styles.message}>
            We&apos;re putting the finishing touches on this screen. Check back very soon, and keep
            your streak going with another puzzle meanwhile.
          </p>
          <nav aria-label="Other games" className={styles.others}>
            {GAME_TYPES.filter((other) => other !== game).map((other) => (
              <Button key={other} asChild variant="secondary" data-game={other}>
                <Link to={GAMES[other].path}>
                  <GameIcon game={other} size={18} className={styles.otherIcon} />
                  {GAMES[other].name}
                </Link>
              </Button>
            ))}
          </nav>
        </section>
        {game && <AdSlot />}
      </div>
    </Page>
  );
}
