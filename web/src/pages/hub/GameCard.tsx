import { Play } from 'lucide-react';
import { Link } from 'react-router';
import type { GameType } from '@hub/proto';
import { Button } from '../../components/Button';
import { GameIcon } from '../../components/GameIcon';
import { TodayStatus } from '../../components/TodayStatus';
import { GAMES } from '../../lib/games';
import styles from './GameCard.module.scss';

export function GameCard({ type }: { type: GameType }) {
  const { name, tagline, path } = GAMES[type];
  return (
    <li data-game={type} className={styles.card}>
      <div className={styles.art}>
        <GameIcon game={type} size={40} strokeWidth={2.2} />
      </div>
      <div className={styles.body}>
        <h3 className={styles.name}>{name}</h3>
        <p className={styles.tagline}>{tagline}</p>
        <TodayStatus game={type} className={styles.today} />
        <Button asChild variant="accent" className={styles.play}>
          {/* The link covers the whole card (see .play::after), so the card is one big target. */}
          <Link to={path} aria-label={`Play ${name}`}>
            <Play aria-hidden="true" size={18} fill="currentColor" />
            Play
          </Link>
        </Button>
      </div>
    </li>
  );
}
