import { useEffect, useLayoutEffect, useRef } from 'react';
import type { Observable } from 'rxjs';

/**
 * The one binding from the application's one-shot events to React (DESIGN.md house style 9;
 * state goes through useLiveState): subscribes on mount and whenever `events$` changes,
 * unsubscribes on unmount. The latest `onEvent` is called, kept in a ref, so callers need not
 * memoise it and a new handler never re-subscribes (which would replay a replayed stream).
 * `null` means there is nothing to follow yet.
 */
export function useNotices<T>(events$: Observable<T> | null, onEvent: (event: T) => void): void {
  const handler = useRef(onEvent);
  useLayoutEffect(() => {
    handler.current = onEvent;
  });
  useEffect(() => {
    if (events$ === null) return undefined;
    const subscription = events$.subscribe((event) => handler.current(event));
    return () => subscription.unsubscribe();
  }, [events$]);
}
