import { useCallback, useEffect, useRef, useState } from 'react';
import type { Page } from '../../../application/discover/discover-services';

export type Paged<T> =
  | { readonly phase: 'loading' }
  | { readonly phase: 'error' }
  | { readonly phase: 'ready'; readonly items: readonly T[]; readonly cursor: string | null; readonly more: 'idle' | 'loading' | 'error' };

/**
 * A cursor-paged list: the first page on mount and whenever `load` changes (a filter),
 * `refresh` to start over (pull-to-refresh), `more` for the next page. Items are keyed,
 * so a page never shows one twice. A late answer for an older `load` is dropped.
 */
export function usePaged<T>(load: (cursor: string | null) => Promise<Page<T> | null>, keyOf: (item: T) => number) {
  const [state, setState] = useState<Paged<T>>({ phase: 'loading' });
  const generation = useRef(0);

  const refresh = useCallback(async () => {
    const mine = ++generation.current;
    const page = await load(null);
    if (mine !== generation.current) return;
    setState(page === null ? { phase: 'error' } : { phase: 'ready', items: page.items, cursor: page.cursor, more: 'idle' });
  }, [load]);

  useEffect(() => {
    setState({ phase: 'loading' });
    void refresh();
  }, [refresh]);

  const more = useCallback(async () => {
    if (state.phase !== 'ready' || state.cursor === null || state.more === 'loading') return;
    const mine = generation.current;
    setState({ ...state, more: 'loading' });
    const page = await load(state.cursor);
    if (mine !== generation.current) return;
    if (page === null) {
      setState({ ...state, more: 'error' });
      return;
    }
    const seen = new Set(state.items.map(keyOf));
    setState({ phase: 'ready', items: [...state.items, ...page.items.filter((item) => !seen.has(keyOf(item)))], cursor: page.cursor, more: 'idle' });
  }, [state, load, keyOf]);

  return { state, refresh, more, setState };
}

/** Calls `onVisible` when the returned ref's element scrolls into view (infinite scroll). */
export function useWhenVisible(onVisible: () => void) {
  const callback = useRef(onVisible);
  callback.current = onVisible;
  const [element, setElement] = useState<Element | null>(null);
  useEffect(() => {
    if (element === null || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) callback.current();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return setElement;
}
