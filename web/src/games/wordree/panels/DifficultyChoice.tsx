import { lazy, Suspense, useEffect, useState, type KeyboardEvent } from 'react';
import { ChevronDown } from 'lucide-react';
import type { WordreeDifficulty } from '@hub/proto';
import { firstScreenPainted } from '../../../lib/firstScreen';
import { loadDifficultySelect } from '../chunks';
import { DIFFICULTY_LABELS } from './difficultyLabels';
import styles from './DifficultySelect.module.scss';

const DifficultySelect = lazy(() =>
  loadDifficultySelect().then(({ DifficultySelect }) => ({ default: DifficultySelect })),
);

/** The keys that open a Radix Select's list from its trigger, besides Enter and Space (a click). */
const OPENING_KEYS = new Set(['ArrowDown', 'ArrowUp']);

interface DifficultyChoiceProps {
  value: WordreeDifficulty;
  onChange: (difficulty: WordreeDifficulty) => void;
}

/**
 * The page's difficulty select. Radix Select (and the floating-ui that places its list) is a
 * chunk of its own, some 15 kB, downloaded once the page has shown; until the player first opens
 * it, its trigger is drawn as it will look and the Select itself is not rendered. Rendered
 * closed, it renders its list anyway (to name the value) and then once more from its own layout
 * effects, synchronously: 25 ms of a desktop's main thread in traces, 100 ms of a throttled
 * phone's, just as the page became interactive (Lighthouse's TBT). The first open mounts it open.
 */
export function DifficultyChoice({ value, onChange }: DifficultyChoiceProps) {
  const [opened, setOpened] = useState(false);
  useEffect(() => {
    // Once the first screen has painted (lib/firstScreen.ts): the page's first paint does not
    // wait for (or share the network with) a control that is of no use before it.
    void firstScreenPainted().then(() => loadDifficultySelect().catch(() => undefined));
  }, []);
  const trigger = (
    <button
      type="button"
      role="combobox"
      aria-expanded={false}
      aria-autocomplete="none"
      className={styles.trigger}
      aria-label="Difficulty"
      onClick={() => setOpened(true)}
      onKeyDown={(event: KeyboardEvent) => {
        if (!OPENING_KEYS.has(event.key)) return;
        event.preventDefault();
        setOpened(true);
      }}
    >
      <span>{DIFFICULTY_LABELS[value].name}</span>
      <span className={styles.icon} aria-hidden="true">
        <ChevronDown size={16} aria-hidden="true" />
      </span>
    </button>
  );
  if (!opened) return trigger;
  return (
    <Suspense fallback={trigger}>
      <DifficultySelect value={value} onChange={onChange} defaultOpen />
    </Suspense>
  );
}
