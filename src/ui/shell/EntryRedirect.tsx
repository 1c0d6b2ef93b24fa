import { Navigate, useLocation } from 'react-router-dom';
import { useAppServices } from '../app-services';
import { useLiveState } from '../hooks/use-live-state';
import { tabPath } from './tab-routes';

/**
 * The entry page `/` (spec 000 §2): goes to the default tab, keeping the query. Guests
 * land there too — they browse as tourists and sign in when an action needs it (000 §6).
 */
export function EntryRedirect() {
  const { shell } = useAppServices();
  const index = useLiveState(shell.defaultTabIndex$);
  const { search } = useLocation();
  return <Navigate to={{ pathname: tabPath(index), search }} replace />;
}
