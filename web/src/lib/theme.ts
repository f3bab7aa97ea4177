/**
 * The colour theme a player picked in the menu (issue 16): 'system' follows the device's
 * prefers-color-scheme; 'light' and 'dark' override it. global.scss reads the choice from the
 * data-theme attribute of <html>, which is absent for 'system'.
 */
export const THEME_CHOICES = ['system', 'light', 'dark'] as const;
export type ThemeChoice = (typeof THEME_CHOICES)[number];

export const THEME_STORAGE_KEY = 'hub_theme';

type ThemeStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function parseThemeChoice(value: string | null | undefined): ThemeChoice {
  return THEME_CHOICES.find((choice) => choice === value) ?? 'system';
}

/** The stored choice; storage that is blocked or holds something else counts as 'system'. */
export function readThemeChoice(storage?: ThemeStorage): ThemeChoice {
  try {
    // Inside the try: with storage blocked, merely reading window.localStorage throws.
    return parseThemeChoice((storage ?? window.localStorage).getItem(THEME_STORAGE_KEY));
  } catch {
    return 'system';
  }
}

/** Remembers the choice ('system' by forgetting any override); a refusal only loses the memory. */
export function writeThemeChoice(choice: ThemeChoice, storage?: ThemeStorage): void {
  try {
    const target = storage ?? window.localStorage;
    if (choice === 'system') target.removeItem(THEME_STORAGE_KEY);
    else target.setItem(THEME_STORAGE_KEY, choice);
  } catch {
    // Private modes may refuse storage: the theme still changes for this page.
  }
}

type ThemeRoot = Pick<Element, 'setAttribute' | 'removeAttribute'>;

export function applyThemeChoice(choice: ThemeChoice, root?: ThemeRoot): void {
  const target = root ?? document.documentElement;
  if (choice === 'system') target.removeAttribute('data-theme');
  else target.setAttribute('data-theme', choice);
}
