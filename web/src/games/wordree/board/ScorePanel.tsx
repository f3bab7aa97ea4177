import { Fragment, useEffect, useRef } from 'react';
import { ArrowRight, Target } from 'lucide-react';
import type { PlayedWord } from '@hub/proto';
import { cx } from '../../../lib/cx';
import styles from './ScorePanel.module.scss';

interface ScorePanelProps {
  score: number;
  words: readonly PlayedWord[];
  /** The puzzle's target score; undefined while the puzzle loads. */
  target: number | null | undefined;
  /** The 1-second glow of a milestone. */
  highlight: boolean;
  /** The points of the word just accepted, floated once. */
  lastGain: { points: number; id: number } | null;
}

export function ScorePanel({ score, words, target, highlight, lastGain }: ScorePanelProps) {
  const progress = target ? Math.min(100, Math.round((score / target) * 100)) : 0;
  // While the puzzle loads, its target's place is kept (hidden), so nothing moves when it comes.
  const loading = target === undefined;
  const line = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const element = line.current;
    if (!element) return;
    element.scrollTo({ left: element.scrollWidth, behavior: 'smooth' });
    const overflowing = element.scrollWidth > element.clientWidth;
    element.dataset.overflowing = String(overflowing);
    // A line that scrolls is a tab stop while it does, so a keyboard can scroll it too (WCAG 2.1.1).
    if (overflowing) element.tabIndex = 0;
    else element.removeAttribute('tabindex');
  }, [words.length]);
  return (
    <section className={cx(styles.panel, highlight && styles.highlight)} aria-label="Score">
      <div className={styles.numbers}>
        <p className={styles.score}>
          <span className={styles.points} data-testid="wordree-score">
            {score}
          </span>
          {target !== null && (
            <span className={cx(styles.target, loading && styles.reserved)}>/ {target ?? 0}</span>
          )}
          <span className={styles.unit}>points</span>
          {lastGain && (
            <span key={lastGain.id} className={styles.gain} aria-hidden="true">
              +{lastGain.points}
            </span>
          )}
        </p>
        <p className={styles.count}>
          {words.length} {words.length === 1 ? 'word' : 'words'}
        </p>
      </div>
      {target !== null && (
        <div className={cx(styles.progressRow, loading && styles.reserved)}>
          <Target aria-hidden="true" size={16} />
          <div
            className={styles.bar}
            role="progressbar"
            aria-label="Progress to the target score"
            aria-valuemin={0}
            aria-valuemax={target ?? 0}
            aria-valuenow={Math.min(score, target ?? 0)}
          >
            <div className={styles.fill} style={{ width: `${progress}%` }} />
          </div>
          <span className={styles.percent}>{progress}%</span>
        </div>
      )}
      <div className={styles.chain}>
        <span className={styles.chainLabel}>Word Chain:</span>
        {words.length === 0 ? (
          <span className={styles.empty}>No words yet</span>
        ) : (
          <span className={styles.words} data-testid="wordree-chain" ref={line}>
            {words.map((played, index) => (
              <Fragment key={played.word}>
                {index > 0 && (
                  <ArrowRight className={styles.arrow} size={14} aria-label="then" role="img" />
                )}
                <span className={cx(styles.word, index === words.length - 1 && styles.latest)}>
                  {played.word.toUpperCase()}
                </span>
              </Fragment>
            ))}
          </span>
        )}
      </div>
    </section>
  );
}
