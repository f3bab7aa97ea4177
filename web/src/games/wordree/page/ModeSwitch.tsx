import { Tabs } from 'radix-ui';
import type { WordreeMode } from '@hub/proto';
import styles from '../WordreePage.module.scss';

interface ModeSwitchProps {
  sharedId: number | null;
  mode: WordreeMode;
  tab: WordreeMode;
  onTab: (mode: WordreeMode) => void;
}

/** Endless or the Daily Challenge; a shared link plays its own puzzle and says so instead. */
export function ModeSwitch({ sharedId, mode, tab, onTab }: ModeSwitchProps) {
  if (sharedId !== null) {
    return (
      <p className={styles.sharedBanner}>
        Playing shared {mode} puzzle #{sharedId}
      </p>
    );
  }
  return (
    <Tabs.Root value={tab} onValueChange={(value) => onTab(value as WordreeMode)}>
      <Tabs.List className={styles.tabs} aria-label="Game mode">
        {/* No Tabs.Content: both modes play in the area below, so neither tab names a panel
            (Radix's aria-controls would point at an element that does not exist). */}
        <Tabs.Trigger value="endless" className={styles.tab} aria-controls={undefined}>
          Endless
        </Tabs.Trigger>
        <Tabs.Trigger value="daily" className={styles.tab} aria-controls={undefined}>
          Daily Challenge
        </Tabs.Trigger>
      </Tabs.List>
    </Tabs.Root>
  );
}
