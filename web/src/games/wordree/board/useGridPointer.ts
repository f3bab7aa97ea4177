import { useEffect, useRef, type PointerEvent as ReactPointerEvent, type MouseEvent } from 'react';
import type { WordreeCell } from '@hub/proto';

/** SPEC §9: a 150 ms hold starts a drag; moving 10 px before that is no tap either. */
export const HOLD_MS = 150;
export const TAP_TOLERANCE_PX = 10;
/** While dragging, a cell counts as entered only near its middle, so diagonals do not clip corners. */
const HIT_RADIUS = 0.42;

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
 * Tap and drag on the letter grid with pointer events (mouse, pen and touch alike). A tap is
 * left to the cell's own click, so keyboards and screen readers pick cells the same way; a drag
 * swallows the click its release would otherwise produce.
 */
export function useGridPointer(options: {
  disabled: boolean;
  onDragStart: (cell: WordreeCell) => void;
  onDragEnter: (cell: WordreeCell) => void;
}) {
  const press = useRef<Press | null>(null);
  const swallowClick = useRef(false);
  const latest = useRef(options);
  useEffect(() => {
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
    if (current.dragging) swallowClick.current = true;
    press.current = null;
  };

  return {
    onPointerDown(event: ReactPointerEvent<HTMLElement>) {
      swallowClick.current = false;
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
    onPointerUp: end,
    onPointerCancel: end,
    onPointerLeave: end,
    onClickCapture(event: MouseEvent<HTMLElement>) {
      if (!swallowClick.current) return;
      swallowClick.current = false;
      event.stopPropagation();
      event.preventDefault();
    },
  };
}
