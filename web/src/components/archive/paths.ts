import type { GameType } from '@hub/proto';
import { GAMES } from '../../lib/games';

/** A game's archive calendar (a page of SITE_PAGES). */
export const archiveCalendarPath = (game: GameType) => `${GAMES[game].path}/archive`;

/** Where a past day of a game is played (a page of SITE_PAGES). */
export const archivePath = (game: GameType, day: string) => `${archiveCalendarPath(game)}/${day}`;
