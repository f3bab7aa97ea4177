import { Check, ChevronDown } from 'lucide-react';
import { Select } from 'radix-ui';
import { WORDREE_DIFFICULTIES, type WordreeDifficulty } from '@hub/proto';
import { cx } from '../../../lib/cx';
import styles from './DifficultySelect.module.scss';

const LABELS: Record<WordreeDifficulty, { name: string; detail: string }> = {
  easy: { name: 'Easy', detail: '4×4, friendly letters' },
  medium: { name: 'Medium', detail: '5×5, classic letters' },
  hard: { name: 'Hard', detail: '6×6, sparse letters' },
};

interface DifficultySelectProps {
  /** For a visible <label htmlFor>; the trigger is named 'Difficulty' either way. */
  id?: string;
  /** Layout from the place it sits in (the admin dashboard stretches it to full width). */
  className?: string;
  value: WordreeDifficulty;
  onChange: (difficulty: WordreeDifficulty) => void;
  disabled?: boolean;
}

export function DifficultySelect({
  id,
  className,
  value,
  onChange,
  disabled,
}: DifficultySelectProps) {
  return (
    <Select.Root
      value={value}
      onValueChange={(next) => onChange(next as WordreeDifficulty)}
      disabled={disabled}
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
              <Select.Item key={difficulty} value={difficulty} className={styles.item}>
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
