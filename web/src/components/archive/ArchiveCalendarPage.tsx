import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import type { GameType } from '@hub/proto';
import { useArchiveCalendar } from '../../api/archive';
import { GAMES } from '../../lib/games';
import { Button } from '../Button';
import { Page } from '../Page';
import { ArchiveCalendarView } from './ArchiveCalendarView';
import { archivePath } from './paths';
import styles from './ArchiveCalendarPage.module.scss';
import { LoadFailed } from '../LoadFailed';

/** A game's past dailies on a calendar, each to play again unranked (docs/rules.md#the-archive). */
export default function ArchiveCalendarPage({ game }: { game: GameType }) {
  const calendar = useArchiveCalendar(game);
  const { name, path } = GAMES[game];
  return (
    <Page title={`${name} Archive`}>
      <div data-game={game} className={styles.screen}>
        <Button asChild variant="ghost" size="sm">
          <Link to={path}>
            <ArrowLeft aria-hidden="true" size={18} />
            {name}
          </Link>
        </Button>
        <h1 className={styles.title}>{name} Archive</h1>
        <p className={styles.lead}>Every past daily, to play again.</p>
        <section className={styles.card} aria-label="Calendar">
          {calendar.isPending && <p>Loading...</p>}
          {calendar.isError && (
            <LoadFailed error={calendar.error} onRetry={() => void calendar.refetch()} />
          )}
          {calendar.data && (
            <ArchiveCalendarView
              calendar={calendar.data}
              dayPath={(day) => archivePath(game, day)}
            />
          )}
        </section>
      </div>
    </Page>
  );
}
