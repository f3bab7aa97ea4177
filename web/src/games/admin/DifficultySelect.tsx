import { Check, ChevronDown } from 'lucide-react';
import { Select } from 'radix-ui';
import { WORDREE_DIFFICULTIES, type WordreeDifficulty } from '@hub/proto';
import styles from './DifficultySelect.module.scss';

const LABELS: Record<WordreeDifficulty, string> = {
  easy: 'Easy · 4×4',
  medium: 'Medium · 5×5',
  hard: 'Hard · 6×6',
};

interface DifficultySelectProps {
  id: string;
  value: WordreeDifficulty;
  onChange: (difficulty: WordreeDifficulty) => void;
  disabled?: boolean;
}

export function DifficultySelect({ id, value, onChange, disabled }: DifficultySelectProps) {
  return (
    <Select.Root
      value={value}
      onValueChange={(next) => onChange(next as WordreeDifficulty)}
      disabled={disabled}
    >
      <Select.Trigger id={id} className={styles.trigger}>
        <Select.Value />
        <Select.Icon className={styles.icon}>
          <ChevronDown size={18} aria-hidden="true" />
        </Select.Icon>
      </Select.Trigger>
      <Select.Portal>
        <Select.Content className={styles.content} position="popper" sideOffset={6}>
          <Select.Viewport className={styles.viewport}>
            {WORDREE_DIFFICULTIES.map((difficulty) => (
              <Select.Item key={difficulty} value={difficulty} className={styles.item}>
                <Select.ItemText>{LABELS[difficulty]}</Select.ItemText>
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
