import type { LucideIcon } from 'lucide-react';
import { Monitor, Moon, Sun } from 'lucide-react';
import type { ThemeChoice } from '../lib/theme';
import { chooseTheme, useThemeChoice } from '../lib/themeStore';
import { cx } from '../lib/cx';
import styles from './ThemeSwitcher.module.scss';

const OPTIONS: { choice: ThemeChoice; label: string; Icon: LucideIcon }[] = [
  { choice: 'system', label: 'System', Icon: Monitor },
  { choice: 'light', label: 'Light', Icon: Sun },
  { choice: 'dark', label: 'Dark', Icon: Moon },
];

/**
 * The theme, as a segmented control of native radios: a group named by its legend, arrow keys
 * between the options, and the choice applied at once and remembered (lib/themeStore.ts).
 */
export function ThemeSwitcher({ className }: { className?: string }) {
  const current = useThemeChoice();
  return (
    <fieldset className={cx(styles.switcher, className)}>
      <legend className={styles.legend}>Theme</legend>
      <div className={styles.options}>
        {OPTIONS.map(({ choice, label, Icon }) => (
          <label key={choice} className={styles.option}>
            <input
              type="radio"
              name="theme"
              value={choice}
              checked={current === choice}
              onChange={() => chooseTheme(choice)}
              className={styles.input}
            />
            <span className={styles.face}>
              <Icon aria-hidden="true" size={16} />
              {label}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
