import { useCallback, useSyncExternalStore } from 'react';
import type { LiveState } from '../../application/live-state';

/**
 * The one binding from the application's observables to React (DESIGN.md house style 9):
 * the view reads the current value and re-renders on change; subscribing has no side effect.
 */
export function useLiveState<T>(state$: LiveState<T>): T {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscription = state$.subscribe({ next: onChange });
      return () => subscription.unsubscribe();
    },
    [state$],
  );
  const getSnapshot = useCallback(() => state$.getValue(), [state$]);
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}
