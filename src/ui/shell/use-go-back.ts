import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppServices } from '../app-services';
import { tabPath } from './tab-routes';

/**
 * Back, as the navigation bar and the swipe gesture mean it: the previous screen, or the
 * default tab when this screen was opened directly (a deep link has nothing behind it).
 */
export function useGoBack(): () => void {
  const navigate = useNavigate();
  const { shell } = useAppServices();
  return useCallback(() => {
    // React Router numbers its entries and stamps 0 on the first one of this visit. An entry
    // without a number was pushed by a plain hash change, so the one before it is ours too.
    const index = (window.history.state as { idx?: number } | null)?.idx;
    if (index === undefined || index > 0) navigate(-1);
    else navigate(tabPath(shell.defaultTabIndex$.getValue()), { replace: true });
  }, [navigate, shell]);
}
