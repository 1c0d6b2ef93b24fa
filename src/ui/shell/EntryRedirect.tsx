import { Navigate, useLocation } from 'react-router-dom';
import { useAppServices } from '../app-services';
import { useLiveState } from '../hooks/use-live-state';
import { ROUTE_PATHS } from '../../application/navigation/route-paths';
import { RouteFallback } from './RouteFallback';
import { tabPath } from './tab-routes';

/**
 * The entry page `/` (spec 000 §2, alias of the welcome page): the sign-in page for
 * someone signed out, the default tab (from the server's init) for a signed-in user,
 * keeping the query either way.
 */
export function EntryRedirect() {
  const { shell, session } = useAppServices();
  const index = useLiveState(shell.defaultTabIndex$);
  const status = useLiveState(session.status$);
  const { search } = useLocation();
  if (status === 'starting') return <RouteFallback />;
  return <Navigate to={{ pathname: status === 'signed-in' ? tabPath(index) : ROUTE_PATHS.login, search }} replace />;
}
