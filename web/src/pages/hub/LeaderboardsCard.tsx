import { useState } from 'react';
import { ChevronRight, Medal } from 'lucide-react';
import { Tabs, ToggleGroup } from 'radix-ui';
import {
  GAME_TYPES,
  LEADERBOARD_PERIODS,
  LEADERBOARD_SIZE,
  type GameType,
  type LeaderboardPeriod,
} from '@hub/proto';
import { GameIcon } from '../../components/GameIcon';
import { Modal } from '../../components/dialog/Modal';
import { cx } from '../../lib/cx';
import { GAMES } from '../../lib/games';
import card from './Card.module.scss';
import { LeaderboardTable } from './LeaderboardTable';
import styles from './LeaderboardsCard.module.scss';
import { VsRatingTable } from './VsRatingTable';

const PERIOD_LABELS: Record<LeaderboardPeriod, string> = {
  today: 'Today',
  week: 'This week',
  all: 'All time',
};

/** Jotto has two boards: points (daily games) and the VS rating (matches add no points). */
const JOTTO_BOARDS = { points: 'Points', 'vs-rating': 'VS rating' } as const;
type JottoBoard = keyof typeof JOTTO_BOARDS;
const isJottoBoard = (value: string): value is JottoBoard => value in JOTTO_BOARDS;

const isPeriod = (value: string): value is LeaderboardPeriod =>
  (LEADERBOARD_PERIODS as readonly string[]).includes(value);
const isGame = (value: string): value is GameType =>
  (GAME_TYPES as readonly string[]).includes(value);

/**
 * The global leaderboards the landing page promises: one tab per game, a period to pick; Jotto
 * also has its VS rating board, which has no period.
 */
export function LeaderboardsCard() {
  const [game, setGame] = useState<GameType>('wordree');
  const [period, setPeriod] = useState<LeaderboardPeriod>('today');
  const [jottoBoard, setJottoBoard] = useState<JottoBoard>('points');
  const showsVsRating = game === 'jotto' && jottoBoard === 'vs-rating';

  return (
    <Modal
      title="Leaderboards"
      description={`Top ${LEADERBOARD_SIZE} players with a confirmed e-mail, by points from every finished game, or by Jotto VS rating.`}
      trigger={
        <button type="button" className={cx(card.card, styles.trigger)}>
          <span className={card.heading}>
            <span className={cx(card.headingIcon, styles.icon)}>
              <Medal aria-hidden="true" size={20} />
            </span>
            Leaderboards
            <ChevronRight aria-hidden="true" size={20} className={styles.chevron} />
          </span>
          <span className={card.muted}>See where you rank today, this week and all time.</span>
          <span className={styles.games} aria-hidden="true">
            {GAME_TYPES.map((type) => (
              <span key={type} data-game={type} className={styles.game}>
                <GameIcon game={type} size={18} />
              </span>
            ))}
          </span>
        </button>
      }
    >
      <Tabs.Root value={game} onValueChange={(value) => isGame(value) && setGame(value)}>
        <div className={styles.controls}>
          <Tabs.List className={styles.tabs} aria-label="Game">
            {GAME_TYPES.map((type) => (
              <Tabs.Trigger key={type} value={type} data-game={type} className={styles.tab}>
                <GameIcon game={type} size={16} />
                {GAMES[type].name}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {game === 'jotto' && (
            <ToggleGroup.Root
              type="single"
              value={jottoBoard}
              onValueChange={(value) => isJottoBoard(value) && setJottoBoard(value)}
              aria-label="Jotto board"
              className={styles.periods}
            >
              {Object.entries(JOTTO_BOARDS).map(([value, label]) => (
                <ToggleGroup.Item key={value} value={value} className={styles.period}>
                  {label}
                </ToggleGroup.Item>
              ))}
            </ToggleGroup.Root>
          )}
          {!showsVsRating && (
            <ToggleGroup.Root
              type="single"
              value={period}
              // Radix clears the value when the pressed item is pressed again: keep the period.
              onValueChange={(value) => isPeriod(value) && setPeriod(value)}
              aria-label="Period"
              className={styles.periods}
            >
              {LEADERBOARD_PERIODS.map((value) => (
                <ToggleGroup.Item key={value} value={value} className={styles.period}>
                  {PERIOD_LABELS[value]}
                </ToggleGroup.Item>
              ))}
            </ToggleGroup.Root>
          )}
        </div>
        {GAME_TYPES.map((type) => (
          <Tabs.Content key={type} value={type} data-game={type} className={styles.content}>
            {type === 'jotto' && showsVsRating ? (
              <VsRatingTable />
            ) : (
              <LeaderboardTable
                game={type}
                period={period}
                periodLabel={PERIOD_LABELS[period].toLowerCase()}
              />
            )}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </Modal>
  );
}
