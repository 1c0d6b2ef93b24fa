import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import type { LoginOutcome } from '../../../application/sign-in/login-view-model';
import { useAppServices } from '../../app-services';
import { tabPath } from '../../shell/tab-routes';
import { useLoginErrors } from './use-login-errors';
import { ROUTE_PATHS } from '../../../application/navigation/route-paths';

/**
 * Goes to the default tab once signed in (000 §2): inside the native shell the shell opens
 * it (the bridge's navigate action); in a browser the hash is replaced, so Back does not
 * lead into the sign-in pages again.
 */
export function useGoHome(): () => void {
  const navigate = useNavigate();
  const { shell, navigation } = useAppServices();
  return useCallback(() => {
    const home = tabPath(shell.defaultTabIndex$.getValue());
    if (navigation.isNativeShell) navigation.openInShell(home);
    else navigate(home, { replace: true });
  }, [navigate, shell, navigation]);
}

/** After a sign-in attempt: the default tab, profile completion for a new account, or the error. */
export function useAfterSignIn(): (outcome: LoginOutcome, email?: string) => Promise<void> {
  const navigate = useNavigate();
  const goHome = useGoHome();
  const showError = useLoginErrors();
  return useCallback(
    async (outcome: LoginOutcome, email?: string) => {
      if (!outcome.ok) return showError(outcome.error, email);
      if (outcome.next === 'profile') navigate(ROUTE_PATHS.profileCompletion, { replace: true });
      else goHome();
    },
    [navigate, goHome, showError],
  );
}
