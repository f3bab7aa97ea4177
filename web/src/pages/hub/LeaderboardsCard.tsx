import { useState } from 'react';
import { ChevronRight, Medal } from 'lucide-react';
import { GAME_TYPES, LEADERBOARD_SIZE, type GameType, type LeaderboardPeriod } from '@hub/proto';
import { GameIcon } from '../../components/GameIcon';
import { Modal } from '../../components/dialog/Modal';
import { cx } from '../../lib/cx';
import card from './Card.module.scss';
import { BoardToggle, GameBoards, PERIOD_LABELS } from '../../components/GameBoards';
import { LeaderboardTable } from './LeaderboardTable';
import styles from './LeaderboardsCard.module.scss';
import { VsRatingTable } from './VsRatingTable';

/** Jotto has two boards: points (daily games) and the VS rating (matches add no points). */
const JOTTO_BOARDS = { points: 'Points', 'vs-rating': 'VS rating' } as const;
type JottoBoard = keyof typeof JOTTO_BOARDS;

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
        <button type="button" className={cx(card.card, card.opens)}>
          <span className={card.heading}>
            <span className={cx(card.headingIcon, styles.icon)}>
              <Medal aria-hidden="true" size={20} />
            </span>
            Leaderboards
            <ChevronRight aria-hidden="true" size={20} className={card.chevron} />
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
      <GameBoards
        sticky
        game={game}
        onGameChange={setGame}
        controls={
          <>
            {game === 'jotto' && (
              <BoardToggle
                label="Jotto board"
                value={jottoBoard}
                options={JOTTO_BOARDS}
                onChange={setJottoBoard}
              />
            )}
            {!showsVsRating && (
              <BoardToggle
                label="Period"
                value={period}
                options={PERIOD_LABELS}
                onChange={setPeriod}
              />
            )}
          </>
        }
      >
        {(type) =>
          type === 'jotto' && showsVsRating ? (
            <VsRatingTable />
          ) : (
            <LeaderboardTable
              game={type}
              period={period}
              periodLabel={PERIOD_LABELS[period].toLowerCase()}
            />
          )
        }
      </GameBoards>
    </Modal>
  );
}
