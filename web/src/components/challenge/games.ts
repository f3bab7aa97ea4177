import {
  BloomChallenge,
  JottoChallenge,
  WordreeChallenge,
  type ChallengeView,
  type GameType,
} from '@hub/proto';
import type { Parser } from '../../api/client';
import { formatClock } from '../../lib/formatClock';
import { archivePath } from '../archive/paths';

/** One of a game's result figures, as a challenge's table shows it. */
export interface ChallengeFigure {
  key: string;
  label: string;
  format?: (value: number) => string;
}

/** What the challenge screens need of a game (docs/rules.md#challenges). */
export interface ChallengeGame {
  parser: Parser<ChallengeView<Record<string, number> & { score: number }>>;
  /** Where today's puzzle is played. */
  dailyPath: string;
  /** The figures the game's own result shows, score first. */
  figures: ChallengeFigure[];
}

// Loaded only by the challenge screens, which are lazy: a daily's first screen never holds these
// schemas.
export const CHALLENGE_GAMES: Record<GameType, ChallengeGame> = {
  jotto: {
    parser: JottoChallenge,
    dailyPath: '/game/jotto/daily',
    figures: [
      { key: 'score', label: 'Score' },
      { key: 'guesses', label: 'Guesses' },
      { key: 'timeTaken', label: 'Time', format: formatClock },
    ],
  },
  bloom: {
    parser: BloomChallenge,
    dailyPath: '/game/bloom',
    figures: [
      { key: 'score', label: 'Score' },
      { key: 'timeTaken', label: 'Time', format: formatClock },
      { key: 'hints', label: 'Hints' },
    ],
  },
  wordree: {
    parser: WordreeChallenge,
    dailyPath: '/game/wordree?mode=daily',
    figures: [
      { key: 'score', label: 'Score' },
      { key: 'words', label: 'Words' },
    ],
  },
};

/**
 * Where a challenge is played: today's daily on its day, the archive's day after it, with the
 * challenge in the address for the banner.
 */
export function challengePlayPath(
  game: GameType,
  { id, day, today }: Pick<ChallengeView, 'id' | 'day' | 'today'>,
): string {
  const path = today ? CHALLENGE_GAMES[game].dailyPath : archivePath(game, day);
  return `${path}${path.includes('?') ? '&' : '?'}challenge=${encodeURIComponent(id)}`;
}
