import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { MIN_AGE_YEARS, PASSWORD_MIN_LENGTH } from '../../../domain/constants';
import type { MessageRef } from '../../../application/shell/message-ref';
import { useAppServices } from '../../app-services';

/** Codes whose message is a toast: the key and its values. */
const TOASTS: Readonly<Record<string, MessageRef>> = {
  'LOGIN.EMAIL_PASSWORD_REQUIRED': { key: 'validation.emailPasswordRequired' },
  'LOGIN.PASSWORD_TOO_SHORT': { key: 'validation.passwordMin', values: { count: PASSWORD_MIN_LENGTH } },
  'LOGIN.PASSWORD_MISMATCH': { key: 'validation.passwordMismatch' },
  'LOGIN.CODE_REQUIRED': { key: 'validation.codeRequired' },
  'LOGIN.CODE_INVALID': { key: 'validation.codeInvalid' },
  'PROFILE.NICKNAME_REQUIRED': { key: 'profile.nicknameRequired' },
  'PROFILE.UNDER_AGE': { key: 'validation.minAge', values: { count: MIN_AGE_YEARS } },
};

/**
 * Shows a sign-in failure the way spec 000 §5/§8 says: a "tips" dialog for a bad email
 * format and for a wrong password (whose button leads to reset), a toast otherwise, and
 * `login.loginFail` for anything unknown.
 */
export function useLoginErrors(): (code: string, email?: string) => Promise<void> {
  const { confirm, toast } = useAppServices();
  const navigate = useNavigate();
  return useCallback(
    async (code: string, email = '') => {
      if (code === 'LOGIN.EMAIL_FORMAT') {
        await confirm.ask({ title: { key: 'tips' }, body: { key: 'validation.emailFormat' }, confirmLabel: { key: 'common.gotIt' }, cancelLabel: null });
        return;
      }
      if (code === 'LOGIN.WRONG_PASSWORD') {
        const reset = await confirm.ask({ title: { key: 'tips' }, body: { key: 'login.passWrong' }, confirmLabel: { key: 'login.resetPassword' } });
        if (reset) navigate(`/pages/login/forgot-password?email=${encodeURIComponent(email)}`);
        return;
      }
      toast.show(TOASTS[code] ?? { key: 'login.loginFail' });
    },
    [confirm, toast, navigate],
  );
}
