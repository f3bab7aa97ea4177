import { House } from 'lucide-react';
import { Link } from 'react-router';
import { GAME_TYPES } from '@hub/proto';
import { Button } from '../components/Button';
import { GameIcon } from '../components/GameIcon';
import { Page } from '../components/Page';
import { GAMES } from '../lib/games';
import styles from './NotFound.module.scss';

export default function NotFound() {
  return (
    <Page title="Page Not Found">
      <section className={styles.notFound}>
        <div className={styles.tiles} aria-hidden="true">
          <span>4</span>
          <span>0</span>
          <span>4</span>
        </div>
        <h1 className={styles.title}>404 Page Not Found</h1>
        <p className={styles.text}>Did you forget to add the page to the router?</p>
        <Button asChild size="lg">
          <Link to="/">
            <House aria-hidden="true" size={20} />
            Back to home
          </Link>
        </Button>
        {/* The spec's title and text stand; a lost player may also be one tap from a game. */}
        <nav aria-label="Games" className={styles.games}>
          <ul>
            {GAME_TYPES.map((type) => (
              <li key={type}>
                <Link to={GAMES[type].path}>
                  <GameIcon game={type} size={18} />
                  {GAMES[type].name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </section>
    </Page>
  );
}
