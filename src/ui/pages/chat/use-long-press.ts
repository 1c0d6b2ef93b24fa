import { useCallback, useEffect, useRef, type MouseEvent, type PointerEvent } from 'react';

/** Ours: how long a finger rests on a message before its menu opens (the platform's usual half second). */
export const LONG_PRESS_MS = 500;
/** Ours: a finger that moves farther than this is scrolling, not pressing. */
const LONG_PRESS_SLOP_PX = 10;

/**
 * Pointer handlers that call `onLongPress` after a steady press, and report whether the
 * click that follows belongs to it (so a long press does not also count as a tap).
 */
export function useLongPress(onLongPress: () => void) {
  const timer = useRef<number | null>(null);
  const start = useRef<{ x: number; y: number } | null>(null);
  const fired = useRef(false);

  const cancel = useCallback(() => {
    if (timer.current !== null) window.clearTimeout(timer.current);
    timer.current = null;
    start.current = null;
  }, []);

  useEffect(() => cancel, [cancel]);

  return {
    handlers: {
      onPointerDown(event: PointerEvent) {
        if (event.button !== 0) return;
        fired.current = false;
        start.current = { x: event.clientX, y: event.clientY };
        timer.current = window.setTimeout(() => {
          fired.current = true;
          cancel();
          onLongPress();
        }, LONG_PRESS_MS);
      },
      onPointerMove(event: PointerEvent) {
        const from = start.current;
        if (from && Math.hypot(event.clientX - from.x, event.clientY - from.y) > LONG_PRESS_SLOP_PX) cancel();
      },
      onPointerUp: cancel,
      onPointerCancel: cancel,
      onPointerLeave: cancel,
      onContextMenu(event: MouseEvent) {
        // A right click or the platform's own long-press menu opens ours instead.
        event.preventDefault();
        cancel();
        fired.current = true;
        onLongPress();
      },
    },
    /** True once for the click that ends a long press. */
    consumeLongPress(): boolean {
      const was = fired.current;
      fired.current = false;
      return was;
    },
  };
}
