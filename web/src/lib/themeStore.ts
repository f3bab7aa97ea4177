import { useSyncExternalStore } from 'react';
import {
  applyThemeChoice,
  readThemeChoice,
  THEME_STORAGE_KEY,
  writeThemeChoice,
  type ThemeChoice,
} from './theme';

// Imported first by the Shell, so this runs while the entry's modules load, before React's first
// render: a player who chose dark never sees the light theme's colours. (The CSP allows no inline
// script in index.html, where it could run even earlier.)
let current: ThemeChoice = readThemeChoice();
applyThemeChoice(current);

const listeners = new Set<() => void>();

function publish(choice: ThemeChoice) {
  current = choice;
  applyThemeChoice(choice);
  listeners.forEach((listener) => listener());
}

// A choice made in another tab of the site applies here too.
window.addEventListener('storage', (event) => {
  if (event.key === THEME_STORAGE_KEY || event.key === null) publish(readThemeChoice());
});

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getSnapshot = () => current;

/** Applies and remembers the player's theme. */
export function chooseTheme(choice: ThemeChoice): void {
  writeThemeChoice(choice);
  publish(choice);
}

/** The theme the player chose: 'system' unless they overrode the device's. */
export function useThemeChoice(): ThemeChoice {
  return useSyncExternalStore(subscribe, getSnapshot);
}
