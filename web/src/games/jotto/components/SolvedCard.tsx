import type { ReactNode } from 'react';
import { PartyPopper } from 'lucide-react';
import { WordTiles } from './WordTiles';
import { formatDuration } from '../lib/share';
import styles from './SolvedCard.module.scss';

interface SolvedCardProps {
  word: string;
  /** The words above the tiles: 'Today’s word was', 'The word was'. */
  lead: string;
  guesses: number;
  timeTaken: number | null;
  score: number | null;
  /** The rank cell: '#3', 'Unranked', '–'. */
  rank: string;
  /** A line under the figures: why it is unranked, where it would have stood. */
  note?: string | null;
  /** What follows: a share button, the countdown. */
  children?: ReactNode;
}

/** A solved day's word and how it went. */
export function SolvedCard({
  word,
  lead,
  guesses,
  timeTaken,
  score,
  rank,
  note,
  children,
}: SolvedCardProps) {
  return (
    <section className={styles.panel} aria-labelledby="solved-title">
      <h2 id="solved-title" className={styles.title}>
        <PartyPopper aria-hidden="true" size={26} />
        Solved!
      </h2>
      <p className={styles.lead}>{lead}</p>
      <WordTiles word={word} size="lg" />
      <dl className={styles.stats}>
        <div>
          <dt>Guesses</dt>
          <dd>{guesses}</dd>
        </div>
        <div>
          <dt>Time</dt>
          <dd>{timeTaken === null ? '–' : formatDuration(timeTaken)}</dd>
        </div>
        <div>
          <dt>Score</dt>
          <dd>{score ?? '–'}</dd>
        </div>
        <div>
          <dt>Rank</dt>
          <dd>{rank}</dd>
        </div>
      </dl>
      {note && <p className={styles.note}>{note}</p>}
      {children}
    </section>
  );
}
