import { lazy, Suspense, useEffect, useState } from 'react';
import { ChevronDown } from 'lucide-react';
import type { WordreeDifficulty } from '@hub/proto';
import { loadDifficultySelect } from '../chunks';
import { DIFFICULTY_LABELS } from './difficultyLabels';
import styles from './DifficultySelect.module.scss';

const DifficultySelect = lazy(() =>
  loadDifficultySelect().then(({ DifficultySelect }) => ({ default: DifficultySelect })),
);

interface DifficultyChoiceProps {
  value: WordreeDifficulty;
  onChange: (difficulty: WordreeDifficulty) => void;
}

/**
 * The page's difficulty select. Radix Select (and the floating-ui that places its list) is a
 * chunk of its own, some 15 kB, fetched once the page has shown rather than before it: until it
 * arrives, its trigger is drawn as it will look (the list cannot open yet).
 */
export function DifficultyChoice({ value, onChange }: DifficultyChoiceProps) {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    // After the next frame: the page's first paint does not wait for (or share the network with)
    // a control that is of no use before it.
    const frame = requestAnimationFrame(() => setTimeout(() => setPainted(true)));
    return () => cancelAnimationFrame(frame);
  }, []);
  const trigger = (
    <button type="button" className={styles.trigger} aria-label="Difficulty">
      <span>{DIFFICULTY_LABELS[value].name}</span>
      <span className={styles.icon} aria-hidden="true">
        <ChevronDown size={16} aria-hidden="true" />
      </span>
    </button>
  );
  if (!painted) return trigger;
  return (
    <Suspense fallback={trigger}>
      <DifficultySelect value={value} onChange={onChange} />
    </Suspense>
  );
}
