import { useEffect, useRef } from 'react';
import type { WordreeBoard } from './useWordreeGame';

/**
 * Keyboard play (anywhere on the page but in form fields and menus): letters trace a path,
 * Enter submits, Backspace takes a letter back, Escape clears the word. On other buttons Enter
 * keeps its usual meaning until a letter is typed; on a grid cell it submits, while Space picks
 * the cell.
 */
export function useWordreeKeyboard(actions: WordreeBoard['actions'], enabled: boolean) {
  const latest = useRef(actions);
  useEffect(() => {
    latest.current = actions;
  });

  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
      const target = event.target instanceof HTMLElement ? event.target : null;
      if (target?.closest('input, textarea, select, [role="combobox"], [role="listbox"]')) return;
      const onCell = target?.closest('[data-cell]') !== null && target !== null;
      const onControl = !onCell && target?.closest('button, a, [role="tab"]');
      const run = latest.current;
      if (/^[a-z]$/i.test(event.key)) {
        event.preventDefault();
        // Typing is playing: Enter must now submit the word, not press the last clicked button.
        if (onControl && target) target.blur();
        run.typeLetter(event.key);
      } else if (event.key === 'Enter' && !onControl) {
        event.preventDefault();
        void run.submitWord();
      } else if (event.key === 'Backspace') {
        event.preventDefault();
        run.removeLast();
      } else if (event.key === 'Escape') {
        run.clearSelection();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
}
