import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import type { LoginOutcome } from '../../../application/shell/login-view-model';
import { useAppServices } from '../../app-services';
import { tabPath } from '../../shell/tab-routes';
import { useLoginErrors } from './use-login-errors';

/** After a sign-in attempt: the default tab (replacing the login pages), profile completion, or the error. */
export function useAfterSignIn(): (outcome: LoginOutcome, email?: string) => Promise<void> {
  const navigate = useNavigate();
  const { shell } = useAppServices();
  const showError = useLoginErrors();
  return useCallback(
    async (outcome: LoginOutcome, email?: string) => {
      if (!outcome.ok) return showError(outcome.error, email);
      if (outcome.next === 'profile') navigate('/pagesLogin/profile/profile', { replace: true });
      else navigate(tabPath(shell.defaultTabIndex$.getValue()), { replace: true });
    },
    [navigate, shell, showError],
  );
}
