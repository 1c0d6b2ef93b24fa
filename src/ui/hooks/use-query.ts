import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * The query parameters of the current route (spec 000 §2: passed through to every page),
 * e.g. `useQuery().get('uid')` on `#/pages/user-home-page/index?uid=7`.
 */
export function useQuery(): URLSearchParams {
  const { search } = useLocation();
  return useMemo(() => new URLSearchParams(search), [search]);
}
