import { lazy, Suspense, useEffect, useState } from 'react';
import { ChevronDown } from 'lucide-react';
import type { WordreeDifficulty } from '@hub/proto';
import { firstScreenPainted } from '../../../lib/firstScreen';
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
    // Once the first screen has painted (lib/firstScreen.ts): the page's first paint does not
    // wait for (or share the network with) a control that is of no use before it. The next frame
    // was too soon: its request still finished before the frame was on the glass.
    let mounted = true;
    void firstScreenPainted().then(() => mounted && setPainted(true));
    return () => {
      mounted = false;
    };
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
