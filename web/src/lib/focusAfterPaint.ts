/**
 * A dialog that opens with the page (a first visit's tutorial) takes the focus once the page has
 * painted, not as it mounts: Radix's FocusScope focuses its first button in the effects of the
 * commit that inserted the whole page, and focus() then lays the page out on the spot (a forced
 * layout of every element, some 10 ms of a phone's busiest task). A frame later the layout is
 * done and focusing costs nothing. Given as the dialog's onOpenAutoFocus; the trap, Escape and the
 * focus's return on close stay Radix's.
 */
export function focusAfterPaint(event: Event): void {
  const container = event.currentTarget;
  if (!(container instanceof HTMLElement)) return;
  event.preventDefault();
  requestAnimationFrame(() =>
    setTimeout(() => {
      // Closed meanwhile, or the player has already moved the focus into it.
      if (!container.isConnected || container.contains(document.activeElement)) return;
      (firstTabbable(container) ?? container).focus({ preventScroll: true });
    }, 0),
  );
}

/** What Radix would have focused: the first element in the tab order, links aside. */
function firstTabbable(container: HTMLElement): HTMLElement | undefined {
  for (const element of container.querySelectorAll<HTMLElement>('*')) {
    if (element.tabIndex < 0 || element.hidden || element.tagName === 'A') continue;
    if ('disabled' in element && element.disabled) continue;
    if (element instanceof HTMLInputElement && element.type === 'hidden') continue;
    return element;
  }
  return undefined;
}
