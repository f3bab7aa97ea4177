import { CalendarDays } from 'lucide-react';
import { Link } from 'react-router';
import type { GameType } from '@hub/proto';
import { Button } from '../Button';
import { archiveCalendarPath } from './paths';

/** The way to a game's archive calendar, as a button among a screen's actions. */
export function ArchiveLink({ game, label = 'Archive' }: { game: GameType; label?: string }) {
  return (
    <Button asChild variant="secondary" size="sm">
      <Link to={archiveCalendarPath(game)}>
        <CalendarDays aria-hidden="true" size={16} />
        {label}
      </Link>
    </Button>
  );
}
