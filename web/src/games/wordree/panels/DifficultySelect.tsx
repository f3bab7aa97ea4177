import { Check, ChevronDown } from 'lucide-react';
import { Select } from 'radix-ui';
import { WORDREE_DIFFICULTIES, type WordreeDifficulty } from '@hub/proto';
import { cx } from '../../../lib/cx';
import { DIFFICULTY_LABELS as LABELS } from './difficultyLabels';
import styles from './DifficultySelect.module.scss';

interface DifficultySelectProps {
  /** For a visible <label htmlFor>; the trigger is named 'Difficulty' either way. */
  id?: string;
  /** Layout from the place it sits in (the admin dashboard stretches it to full width). */
  className?: string;
  value: WordreeDifficulty;
  onChange: (difficulty: WordreeDifficulty) => void;
  disabled?: boolean;
  /** Mounted by the player's first open (DifficultyChoice): the list shows at once. */
  defaultOpen?: boolean;
}

export function DifficultySelect({
  id,
  className,
  value,
  onChange,
  disabled,
  defaultOpen,
}: DifficultySelectProps) {
  return (
    <Select.Root
      value={value}
      onValueChange={(next) => onChange(next as WordreeDifficulty)}
      disabled={disabled}
      defaultOpen={defaultOpen}
    >
      <Select.Trigger id={id} className={cx(styles.trigger, className)} aria-label="Difficulty">
        <Select.Value />
        <Select.Icon className={styles.icon}>
          <ChevronDown size={16} aria-hidden="true" />
        </Select.Icon>
      </Select.Trigger>
      <Select.Portal>
        <Select.Content className={styles.content} position="popper" sideOffset={6}>
          <Select.Viewport className={styles.viewport}>
            {WORDREE_DIFFICULTIES.map((difficulty) => (
              // Named by all it shows, detail included (WCAG 2.5.3), not by its ItemText alone.
              <Select.Item
                key={difficulty}
                value={difficulty}
                className={styles.item}
                aria-labelledby={undefined}
              >
                <Select.ItemText>{LABELS[difficulty].name}</Select.ItemText>
                <span className={styles.detail}>{LABELS[difficulty].detail}</span>
                <Select.ItemIndicator className={styles.indicator}>
                  <Check size={16} aria-hidden="true" />
                </Select.ItemIndicator>
              </Select.Item>
            ))}
          </Select.Viewport>
        </Select.Content>
      </Select.Portal>
    </Select.Root>
  );
}
