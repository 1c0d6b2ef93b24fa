import { useCallback, useEffect, useRef, useState } from 'react';
import type { RelationRow } from '../../../application/contracts/user/relation-page';
import type { RelationKind } from '../../../application/social/relation-pages';
import type { SocialServices } from '../../../application/social/social-services';

export type RelationListState =
  | { readonly phase: 'loading' }
  | { readonly phase: 'error' }
  | { readonly phase: 'ready'; readonly rows: readonly RelationRow[]; readonly cursor: string | null; readonly loadingMore: boolean };

/**
 * A list of users a page at a time: the first page on open and on pull-to-refresh, the next
 * from the cursor on load-more; `update` and `remove` change one row after a follow or an
 * unblock. A late answer for a list the view has left is dropped.
 */
export function useRelationList(social: SocialServices, kind: RelationKind) {
  const [state, setState] = useState<RelationListState>({ phase: 'loading' });
  const generation = useRef(0);

  const refresh = useCallback(async () => {
    const mine = ++generation.current;
    const page = await social.page(kind);
    if (mine !== generation.current) return;
    setState(page === null ? { phase: 'error' } : { phase: 'ready', rows: page.rows, cursor: page.cursor, loadingMore: false });
  }, [social, kind]);

  useEffect(() => {
    setState({ phase: 'loading' });
    void refresh();
  }, [refresh]);

  const loadMore = useCallback(async () => {
    if (state.phase !== 'ready' || state.cursor === null || state.loadingMore) return;
    const mine = generation.current;
    setState({ ...state, loadingMore: true });
    const page = await social.page(kind, state.cursor);
    if (mine !== generation.current) return;
    setState(page === null ? { ...state, loadingMore: false } : { phase: 'ready', rows: [...state.rows, ...page.rows], cursor: page.cursor, loadingMore: false });
  }, [social, kind, state]);

  const update = useCallback((uid: number, change: Partial<RelationRow>) => {
    setState((current) => (current.phase === 'ready' ? { ...current, rows: current.rows.map((row) => (row.uid === uid ? { ...row, ...change } : row)) } : current));
  }, []);

  const remove = useCallback((uid: number) => {
    setState((current) => (current.phase === 'ready' ? { ...current, rows: current.rows.filter((row) => row.uid !== uid) } : current));
  }, []);

  return { state, refresh, loadMore, update, remove };
}
