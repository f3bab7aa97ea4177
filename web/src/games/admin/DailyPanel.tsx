import { useState, type ReactNode } from 'react';
import { CalendarDays, LoaderCircle, RefreshCw } from 'lucide-react';
import type { AdminBloomDaily, AdminWordreeDaily } from '@hub/proto';
import { Button } from '../../components/Button';
import { GameIcon } from '../../components/GameIcon';
import { ADMIN_FAILURES, useDailyPuzzles, useResetDaily } from './api';
import { ResetDailyDialog } from './ResetDailyDialog';
import { LoadProblem } from './LoadProblem';
import { useFailureToast } from './useFailureToast';
import panel from './Panel.module.scss';
import styles from './DailyPanel.module.scss';

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function Facts({ facts }: { facts: Array<[string, ReactNode]> }) {
  return (
    <dl className={styles.facts}>
      {facts.map(([term, value]) => (
        <div key={term} className={styles.fact}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function GameCard({
  game,
  name,
  day,
  children,
}: {
  game: 'wordree' | 'bloom';
  name: string;
  day: string | undefined;
  children: ReactNode;
}) {
  return (
    <article className={styles.card} data-game={game} aria-labelledby={`${game}-daily-title`}>
      <header className={styles.cardHeader}>
        <span className={styles.gameIcon}>
          <GameIcon game={game} size={22} strokeWidth={2.2} />
        </span>
        <div>
          <h3 id={`${game}-daily-title`} className={styles.cardTitle}>
            {name}
          </h3>
          {day && <p className={styles.day}>{day}</p>}
        </div>
      </header>
      {children}
    </article>
  );
}

const wordreeFacts = (puzzle: AdminWordreeDaily): Array<[string, ReactNode]> => [
  ['Puzzle ID', `#${puzzle.id}`],
  ['Daily ID', `#${puzzle.dailyPuzzleId}`],
  ['Difficulty', capitalised(puzzle.difficulty)],
  ['Grid size', `${puzzle.gridSize}×${puzzle.gridSize}`],
  ['Possible words', puzzle.possibleWords],
  ['Target score', puzzle.targetScore ?? '—'],
];

const bloomFacts = (puzzle: AdminBloomDaily): Array<[string, ReactNode]> => [
  ['Puzzle', `#${puzzle.puzzleNumber}`],
  ['Puzzle ID', `#${puzzle.id}`],
  ['Difficulty', puzzle.difficulty],
  ['Starters', puzzle.starters],
];

/** Today's puzzles as players get them, and the regeneration of Wordree's. */
export function DailyPanel() {
  const daily = useDailyPuzzles();
  useFailureToast(daily, ADMIN_FAILURES.daily);
  const reset = useResetDaily();
  const [confirming, setConfirming] = useState(false);
  const placeholder = (
    <p className={styles.placeholder}>{daily.isError ? 'Not available' : 'Loading…'}</p>
  );

  return (
    <section className={panel.panel} aria-labelledby="daily-title">
      <h2 id="daily-title" className={panel.heading}>
        <span className={panel.headingIcon}>
          <CalendarDays aria-hidden="true" size={20} />
        </span>
        Daily puzzles
      </h2>
      {daily.isError && (
        <LoadProblem onRetry={() => void daily.refetch()}>
          Could not load today&apos;s puzzles.
        </LoadProblem>
      )}
      <div className={styles.cards}>
        <GameCard game="wordree" name="Wordree" day={daily.data?.wordree.day}>
          {daily.data ? <Facts facts={wordreeFacts(daily.data.wordree)} /> : placeholder}
          <Button
            variant="accent"
            onClick={() => setConfirming(true)}
            disabled={reset.isPending}
            aria-busy={reset.isPending}
            className={styles.regenerate}
          >
            {reset.isPending ? (
              <LoaderCircle aria-hidden="true" size={18} className={styles.spinner} />
            ) : (
              <RefreshCw aria-hidden="true" size={18} />
            )}
            {reset.isPending ? 'Regenerating…' : 'Regenerate daily puzzle'}
          </Button>
        </GameCard>
        <GameCard game="bloom" name="Bloom" day={daily.data?.bloom.day}>
          {daily.data ? <Facts facts={bloomFacts(daily.data.bloom)} /> : placeholder}
        </GameCard>
      </div>
      <ResetDailyDialog
        open={confirming}
        onOpenChange={setConfirming}
        onConfirm={() => reset.mutate()}
      />
    </section>
  );
}
