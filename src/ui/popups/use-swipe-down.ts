import { useEffect } from 'react';

/** Ours: how far a bottom sheet must be pulled down (from its handle or header) to close. */
export const SHEET_SWIPE_CLOSE_PX = 80;

/**
 * Swipe-down to close a bottom sheet: a drag that starts on `grip` (the handle and header)
 * moves `sheet` with the finger (or mouse) and closes it past SHEET_SWIPE_CLOSE_PX; a
 * shorter pull springs back. Buttons inside the grip keep their taps. The elements come
 * from callback refs (state), not ref objects: a popup mounts its content a render after
 * it opens, and the drag must attach when they appear.
 */
export function useSwipeDown(handle: HTMLElement | null, moving: HTMLElement | null, enabled: boolean, onClose: () => void): void {
  useEffect(() => {
    if (!enabled || !handle || !moving) return undefined;
    let startY: number | null = null;
    let pointer: number | null = null;

    const settle = () => {
      moving.style.transform = '';
      moving.style.transition = '';
      startY = null;
      pointer = null;
    };
    const onDown = (event: PointerEvent) => {
      if (event.button !== 0 || (event.target instanceof Element && event.target.closest('button, a, input'))) return;
      startY = event.clientY;
      pointer = event.pointerId;
      handle.setPointerCapture?.(event.pointerId);
      moving.style.transition = 'none';
    };
    const onMove = (event: PointerEvent) => {
      if (startY === null || event.pointerId !== pointer) return;
      moving.style.transform = `translateY(${Math.max(0, event.clientY - startY)}px)`;
    };
    const onUp = (event: PointerEvent) => {
      if (startY === null || event.pointerId !== pointer) return;
      const pulled = event.clientY - startY;
      settle();
      if (pulled > SHEET_SWIPE_CLOSE_PX) onClose();
    };

    handle.addEventListener('pointerdown', onDown);
    handle.addEventListener('pointermove', onMove);
    handle.addEventListener('pointerup', onUp);
    handle.addEventListener('pointercancel', settle);
    return () => {
      handle.removeEventListener('pointerdown', onDown);
      handle.removeEventListener('pointermove', onMove);
      handle.removeEventListener('pointerup', onUp);
      handle.removeEventListener('pointercancel', settle);
      settle();
    };
  }, [handle, moving, enabled, onClose]);
}
