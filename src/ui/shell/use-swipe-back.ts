import { useEffect, type RefObject } from 'react';
import { useAppServices } from '../app-services';
import { useLiveState } from '../hooks/use-live-state';
import { isSwipeBackCommitted, isSwipeBackStart, swipeBackDistance } from '../../domain/session/swipe-back';

/** A mostly vertical move is a scroll, not a swipe-back. */
const VERTICAL_LOCK_PX = 12;

/**
 * Swipe from the leading edge to go back (spec 000 §9: within 30 px of the edge, 50 px to
 * trigger; mirrored in right-to-left layouts). The page follows the finger while dragging.
 */
export function useSwipeBack(page: RefObject<HTMLElement | null>, enabled: boolean, onBack: () => void): void {
  const { language } = useAppServices();
  const direction = useLiveState(language.direction$);

  useEffect(() => {
    const element = page.current;
    if (!enabled || !element) return undefined;
    let start: { x: number; y: number } | null = null;
    let dragging = false;

    const reset = () => {
      element.classList.remove('page--swiping');
      element.classList.add('page--settling');
      element.style.transform = '';
      start = null;
      dragging = false;
    };

    const onStart = (event: TouchEvent) => {
      const touch = event.touches[0];
      if (!touch || event.touches.length > 1) return;
      // The container, not the page: the page itself may still be sliding back from a previous drag.
      const frame = (element.parentElement ?? element).getBoundingClientRect();
      if (!isSwipeBackStart(touch.clientX - frame.left, frame.width, direction)) return;
      start = { x: touch.clientX, y: touch.clientY };
      element.classList.remove('page--settling');
    };

    const onMove = (event: TouchEvent) => {
      const touch = event.touches[0];
      if (!start || !touch) return;
      const distance = swipeBackDistance(start.x, touch.clientX, direction);
      if (!dragging && Math.abs(touch.clientY - start.y) > VERTICAL_LOCK_PX && Math.abs(touch.clientY - start.y) > distance) {
        start = null;
        return;
      }
      if (distance <= 0) return;
      dragging = true;
      element.classList.add('page--swiping');
      element.style.transform = `translateX(${direction === 'ltr' ? distance : -distance}px)`;
    };

    const onEnd = (event: TouchEvent) => {
      const touch = event.changedTouches[0];
      const origin = start;
      reset();
      if (origin && touch && isSwipeBackCommitted(origin.x, touch.clientX, direction)) onBack();
    };

    element.addEventListener('touchstart', onStart, { passive: true });
    element.addEventListener('touchmove', onMove, { passive: true });
    element.addEventListener('touchend', onEnd);
    element.addEventListener('touchcancel', reset);
    return () => {
      element.removeEventListener('touchstart', onStart);
      element.removeEventListener('touchmove', onMove);
      element.removeEventListener('touchend', onEnd);
      element.removeEventListener('touchcancel', reset);
    };
  }, [page, enabled, onBack, direction]);
}
