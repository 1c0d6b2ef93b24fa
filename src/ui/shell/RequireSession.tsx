import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useAppServices } from '../app-services';
import { useLiveState } from '../hooks/use-live-state';
import { RouteFallback } from './RouteFallback';
import { ROUTE_PATHS } from '../../application/navigation/route-paths';

/**
 * A page for signed-in users (000 §4: no token means logged out, and logging out goes to
 * the login page): the sign-in page when signed out, the loading state while a stored
 * session is being checked. `whileStarting` lets profile completion show before the session
 * has started (the account exists, the profile does not yet).
 */
export function RequireSession({ children, whileStarting = false }: { children: ReactNode; whileStarting?: boolean }) {
  const { session } = useAppServices();
  const status = useLiveState(session.status$);
  if (status === 'signed-out') return <Navigate to={ROUTE_PATHS.login} replace />;
  if (status === 'starting' && !whileStarting) return <RouteFallback />;
  return <>{children}</>;
}
