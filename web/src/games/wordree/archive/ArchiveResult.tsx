import type { ReactNode } from 'react';
import { History, Trophy } from 'lucide-react';
import { archiveStandingText, type ArchiveStanding, type WordreeArchiveResult } from '@hub/proto';
import styles from '../panels/GameComplete.module.scss';
import { formatTime } from './chain';

interface ArchiveResultProps {
  result: WordreeArchiveResult;
  words: number;
  /** Where an archive result would have stood on its day; null while unknown or for a daily one. */
  standing: ArchiveStanding | null;
  /** What follows: 'Challenge a friend'. */
  children?: ReactNode;
}

/** How a past day went: handed in from the archive (unranked), or submitted on its day. */
export function ArchiveResult({ result, words, standing, children }: ArchiveResultProps) {
  const archive = result.playedAs === 'archive';
  return (
    <section className={styles.panel} aria-labelledby="archive-result-title" role="status">
      <div className={styles.badge} aria-hidden="true">
        {archive ? <History size={30} /> : <Trophy size={30} />}
      </div>
      <h2 id="archive-result-title" className={styles.title}>
        {archive ? 'Puzzle Complete!' : 'Played on the Day'}
      </h2>
      <dl className={styles.facts}>
        <div>
          <dt>Score</dt>
          <dd data-testid="wordree-final-score">{result.score}</dd>
        </div>
        <div>
          <dt>{archive ? 'Time' : 'Rank'}</dt>
          <dd>{archive ? formatTime(result.timeTaken) : result.rank ? `#${result.rank}` : '–'}</dd>
        </div>
        <div>
          <dt>Words</dt>
          <dd>{words}</dd>
        </div>
      </dl>
      <p className={styles.note} data-testid="wordree-archive-standing">
        {archive
          ? standing
            ? `${archiveStandingText(standing)} on the day.`
            : 'Unranked: archive play never counts on the leaderboard.'
          : 'You submitted this chain to the leaderboard on its day.'}
      </p>
      {children && <div className={styles.actions}>{children}</div>}
    </section>
  );
}
