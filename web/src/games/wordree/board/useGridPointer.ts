import {
  useLayoutEffect,
  useRef,
  type PointerEvent as ReactPointerEvent,
  type MouseEvent,
} from 'react';
import type { WordreeCell } from '@hub/proto';

/**
 * A 150 ms hold starts a drag; moving 10 px before that is no tap either
 * (docs/rules.md#wordree-on-screen).
 */
export const HOLD_MS = 150;
export const TAP_TOLERANCE_PX = 10;
/** While dragging, a cell counts as entered only near its middle, so diagonals do not clip corners. */
const HIT_RADIUS = 0.42;
/** How long after a pointer's release the click it may produce is its echo, not a new pick. */
const CLICK_ECHO_MS = 600;

interface Press {
  pointerId: number;
  x: number;
  y: number;
  cell: WordreeCell;
  dragging: boolean;
  timer: number;
  lastEntered: string;
}

function cellOf(element: Element | null): { cell: WordreeCell; element: Element } | null {
  const target = element?.closest<HTMLElement>('[data-cell]');
  const [row, column] = (target?.dataset.cell ?? '').split(':').map(Number);
  if (!target || row === undefined || column === undefined || Number.isNaN(column)) return null;
  return { cell: [row, column], element: target };
}

function nearMiddle(element: Element, x: number, y: number): boolean {
  const box = element.getBoundingClientRect();
  const dx = x - (box.left + box.width / 2);
  const dy = y - (box.top + box.height / 2);
  return Math.hypot(dx, dy) <= HIT_RADIUS * box.width;
}

/**
 * Tap and drag on the letter grid with pointer events (mouse, pen and touch alike). A pointer's
 * tap picks its cell as it is released: a phone's browser may hold the click back (telling a tap
 * from a double tap) or not send it at all right after a drag, and a lost first letter is the
 * worst thing a word game can do. The click that may follow is swallowed as the tap's echo; a
 * click with no pointer before it (a keyboard, a screen reader) picks the cell as the cell's own.
 */
export function useGridPointer(options: {
  disabled: boolean;
  onTap: (cell: WordreeCell) => void;
  onDragStart: (cell: WordreeCell) => void;
  onDragEnter: (cell: WordreeCell) => void;
  /** A drag released over the grid (one that leaves the grid ends without it). */
  onDragEnd: () => void;
}) {
  const press = useRef<Press | null>(null);
  /** Until when a click is the echo of a pointer's release (a tap or a drag), in ms since load. */
  const echoUntil = useRef(0);
  const latest = useRef(options);
  // In the commit itself, so a drag's last cell (rendered at once) is known to its release.
  useLayoutEffect(() => {
    latest.current = options;
  });

  const beginDrag = () => {
    const current = press.current;
    if (!current || current.dragging) return;
    window.clearTimeout(current.timer);
    current.dragging = true;
    latest.current.onDragStart(current.cell);
  };

  const end = () => {
    const current = press.current;
    if (!current) return;
    window.clearTimeout(current.timer);
    press.current = null;
    return current;
  };

  return {
    onPointerDown(event: ReactPointerEvent<HTMLElement>) {
      echoUntil.current = 0;
      if (latest.current.disabled || event.button !== 0) return;
      const hit = cellOf(event.target as Element);
      if (!hit) return;
      press.current = {
        pointerId: event.pointerId,
        x: event.clientX,
        y: event.clientY,
        cell: hit.cell,
        dragging: false,
        timer: window.setTimeout(beginDrag, HOLD_MS),
        lastEntered: hit.cell.join(':'),
      };
    },
    onPointerMove(event: ReactPointerEvent<HTMLElement>) {
      const current = press.current;
      if (!current || current.pointerId !== event.pointerId) return;
      if (!current.dragging) {
        const moved = Math.hypot(event.clientX - current.x, event.clientY - current.y);
        if (moved <= TAP_TOLERANCE_PX) return;
        beginDrag();
      }
      const box = event.currentTarget.getBoundingClientRect();
      const outside =
        event.clientX < box.left ||
        event.clientX > box.right ||
        event.clientY < box.top ||
        event.clientY > box.bottom;
      if (outside) return end();
      const hit = cellOf(document.elementFromPoint(event.clientX, event.clientY));
      if (!hit || !nearMiddle(hit.element, event.clientX, event.clientY)) return;
      const key = hit.cell.join(':');
      if (key === current.lastEntered) return;
      current.lastEntered = key;
      latest.current.onDragEnter(hit.cell);
    },
    onPointerUp(event: ReactPointerEvent<HTMLElement>) {
      const released = end();
      if (!released) return;
      echoUntil.current = event.timeStamp + CLICK_ECHO_MS;
      if (released.dragging) latest.current.onDragEnd();
      else latest.current.onTap(released.cell);
    },
    onPointerCancel: end,
    onPointerLeave: end,
    onClickCapture(event: MouseEvent<HTMLElement>) {
      if (event.timeStamp > echoUntil.current) return;
      echoUntil.current = 0;
      event.stopPropagation();
      event.preventDefault();
    },
  };
}
