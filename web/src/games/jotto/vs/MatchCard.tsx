import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import type { JottoMatch } from '@hub/proto';
import { cx } from '../../../lib/cx';
import { sidesOf } from './roles';
import styles from './MatchCard.module.scss';

function statusOf(match: JottoMatch, userId: string) {
  const sides = sidesOf(match, userId);
  if (match.status === 'waiting') {
    return {
      label: match.player1Ready ? 'Waiting' : 'Choose your word',
      tone: 'waiting',
      title: 'Waiting for an opponent',
    };
  }
  const title = `vs ${sides.opponentName ?? 'Player'}`;
  if (match.status === 'active') {
    return sides.myTurn
      ? { label: 'Your turn', tone: 'turn', title }
      : { label: 'Their turn', tone: 'waiting', title };
  }
  return sides.won ? { label: 'Won', tone: 'won', title } : { label: 'Lost', tone: 'lost', title };
}

export function MatchCard({ match, userId }: { match: JottoMatch; userId: string }) {
  const { label, tone, title } = statusOf(match, userId);
  const { myGuesses, theirGuesses } = sidesOf(match, userId);
  const started = new Date(match.createdAt).toLocaleDateString(undefined, {
    month: 'short',
    day: 'numeric',
  });
  return (
    <li className={styles.card}>
      <div className={styles.main}>
        <Link to={`/game/jotto/vs/${match.id}`} className={styles.link}>
          {title}
        </Link>
        <p className={styles.meta}>
          Started {started}
          {match.status !== 'waiting' && ` · ${myGuesses.length} : ${theirGuesses.length} guesses`}
        </p>
      </div>
      <span className={cx(styles.pill, styles[tone])}>{label}</span>
      <ChevronRight aria-hidden="true" size={20} className={styles.chevron} />
    </li>
  );
}
