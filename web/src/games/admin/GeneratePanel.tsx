import { useState } from 'react';
import { LoaderCircle, Sparkles, WandSparkles } from 'lucide-react';
import { ToggleGroup } from 'radix-ui';
import type { AdminGenerateResult, WordreeDifficulty } from '@hub/proto';
import { Button } from '../../components/Button';
import { ADMIN_FAILURES, useGeneratePuzzles, usePuzzleCount } from './api';
import { DifficultySelect } from '../wordree/panels/DifficultySelect';
import { LoadProblem } from './LoadProblem';
import { useFailureToast } from './useFailureToast';
import panel from './Panel.module.scss';
import styles from './GeneratePanel.module.scss';

const BATCH_SIZES = [1, 5, 10, 25, 50] as const;

const puzzles = (count: number) => `${count} ${count === 1 ? 'puzzle' : 'puzzles'}`;

/** Tops up Wordree's endless pool of one difficulty. */
export function GeneratePanel() {
  const [difficulty, setDifficulty] = useState<WordreeDifficulty>('medium');
  const [batch, setBatch] = useState<number>(BATCH_SIZES[1]);
  const count = usePuzzleCount(difficulty);
  useFailureToast(count, ADMIN_FAILURES.count);
  const generate = useGeneratePuzzles();
  const [last, setLast] = useState<AdminGenerateResult | null>(null);

  const run = () =>
    generate.mutate({ difficulty, count: batch }, { onSuccess: (result) => setLast(result) });

  return (
    <section className={panel.panel} aria-labelledby="generate-title">
      <h2 id="generate-title" className={panel.heading}>
        <span className={panel.headingIcon}>
          <WandSparkles aria-hidden="true" size={20} />
        </span>
        Puzzle generation
      </h2>
      <p className={panel.lead}>Add Wordree templates to the endless pool players draw from.</p>

      <div className={styles.field}>
        <label htmlFor="generate-difficulty" className={styles.label}>
          Difficulty
        </label>
        <DifficultySelect
          id="generate-difficulty"
          className={styles.difficulty}
          value={difficulty}
          onChange={(next) => {
            setDifficulty(next);
            setLast(null);
          }}
          disabled={generate.isPending}
        />
      </div>

      <div className={styles.available} aria-live="polite" aria-atomic="true">
        {count.isError ? (
          <LoadProblem onRetry={() => void count.refetch()}>Could not load the count.</LoadProblem>
        ) : (
          <>
            <span className={styles.figure} data-testid="available-count">
              {count.data?.count ?? '…'}
            </span>
            <span className={styles.caption}>{difficulty} puzzles available</span>
          </>
        )}
      </div>

      <div className={styles.field}>
        <span id="batch-label" className={styles.label}>
          How many to generate
        </span>
        <ToggleGroup.Root
          type="single"
          aria-labelledby="batch-label"
          className={styles.batches}
          value={String(batch)}
          // A click on the chosen size would unselect it; a batch size is always set.
          onValueChange={(next) => next && setBatch(Number(next))}
          disabled={generate.isPending}
        >
          {BATCH_SIZES.map((size) => (
            <ToggleGroup.Item key={size} value={String(size)} className={styles.batch}>
              {size}
            </ToggleGroup.Item>
          ))}
        </ToggleGroup.Root>
      </div>

      <Button
        size="lg"
        onClick={run}
        disabled={generate.isPending}
        aria-busy={generate.isPending}
        className={styles.generate}
      >
        {generate.isPending ? (
          <LoaderCircle aria-hidden="true" size={20} className={styles.spinner} />
        ) : (
          <Sparkles aria-hidden="true" size={20} />
        )}
        {generate.isPending ? `Generating ${puzzles(batch)}…` : `Generate ${puzzles(batch)}`}
      </Button>
      {generate.isPending && (
        <div
          className={styles.progress}
          role="progressbar"
          aria-label={`Generating ${puzzles(batch)}`}
        />
      )}
      <p className={styles.outcome} role="status">
        {last &&
          `Generated ${last.generated} of ${last.requested} ${last.difficulty} puzzles. ${last.count} now available.`}
      </p>
    </section>
  );
}
