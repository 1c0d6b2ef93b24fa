import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { RATE_LIMITED_TOAST_KEY } from '../../../application/notices/rate-limited-toast';
import type { MessageRef } from '../../../application/notices/message-ref';
import { useAppServices } from '../../app-services';
import { MIN_AGE_YEARS } from '../../../domain/validation/birthday';
import { PASSWORD_MIN_LENGTH } from '../../../domain/validation/password';
import { ROUTE_PATHS } from '../../../application/navigation/route-paths';

/** The view codes of LoginViewModel, worded by the domain's validation texts (`error.<CODE>`). */
const VIEW_CODE_TEXTS: Readonly<Record<string, MessageRef>> = {
  'LOGIN.EMAIL_PASSWORD_REQUIRED': { key: 'error.AUTH.EMAIL_PASSWORD_REQUIRED' },
  'LOGIN.PASSWORD_TOO_SHORT': { key: 'error.AUTH.PASSWORD_TOO_SHORT', values: { min: PASSWORD_MIN_LENGTH } },
  'LOGIN.PASSWORD_MISMATCH': { key: 'error.AUTH.PASSWORD_MISMATCH' },
  'LOGIN.CODE_REQUIRED': { key: 'error.AUTH.CODE_REQUIRED' },
  'LOGIN.CODE_INVALID': { key: 'error.AUTH.CODE_DIGITS' },
  'PROFILE.NICKNAME_REQUIRED': { key: 'error.PROFILE.NICKNAME_REQUIRED' },
  'PROFILE.UNDER_AGE': { key: 'error.PROFILE.UNDERAGE', values: { min: MIN_AGE_YEARS } },
};

const EMAIL_FORMAT_CODES = new Set(['LOGIN.EMAIL_FORMAT', 'AUTH.EMAIL_FORMAT', 'AUTH.EMAIL_REQUIRED']);

/** A domain validation error passed through as is: its other fields are the message's values. */
function domainErrorText(error: { readonly code: string }): MessageRef {
  const values: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(error)) {
    if (name !== 'code' && (typeof value === 'number' || typeof value === 'string')) values[name] = value;
  }
  return { key: `error.${error.code}`, values };
}

/** The banned alert's text from the ban a refused sign-in carried (reason, and until when if it lapses). */
function bannedText(error: { readonly code: string }): MessageRef {
  const banned = (error as { banned?: { reason?: unknown; until?: unknown } }).banned;
  const reason = typeof banned?.reason === 'string' ? banned.reason : '';
  return typeof banned?.until === 'number'
    ? { key: 'session.bannedUntil', values: { reason, until: banned.until } }
    : { key: 'session.bannedBody', values: { reason } };
}

/**
 * Shows a sign-in failure the way spec 000 §5/§8 says: a "tips" dialog for a bad email
 * format and for a wrong password (whose button leads to reset), the validation message
 * as a toast, and `login.loginFail` for a failed call or anything unknown.
 */
export function useLoginErrors(): (error: { readonly code: string }, email?: string) => Promise<void> {
  const { confirm, toast } = useAppServices();
  const navigate = useNavigate();
  const { i18n } = useTranslation();
  return useCallback(
    async (error: { readonly code: string }, email = '') => {
      if (EMAIL_FORMAT_CODES.has(error.code)) {
        await confirm.ask({ title: { key: 'tips' }, body: { key: 'error.AUTH.EMAIL_FORMAT' }, confirmLabel: { key: 'common.gotIt' }, cancelLabel: null });
        return;
      }
      // 000 §5: a return that does not carry this browser's state is ignored — silently when
      // nothing was pending here (a forged link), with a word when this browser's own sign-in went wrong.
      if (error.code === 'LOGIN.RETURN_UNKNOWN') return;
      if (error.code === 'LOGIN.STATE_MISMATCH') {
        toast.show({ key: 'login.thirdPartyStateMismatch' });
        return;
      }
      if (error.code === 'LOGIN.BANNED') {
        await confirm.ask({ title: { key: 'session.bannedTitle' }, body: bannedText(error), confirmLabel: { key: 'common.gotIt' }, cancelLabel: null });
        return;
      }
      if (error.code === 'LOGIN.WRONG_PASSWORD') {
        const reset = await confirm.ask({ title: { key: 'tips' }, body: { key: 'login.passWrong' }, confirmLabel: { key: 'login.resetPassword' } });
        if (reset) navigate(`${ROUTE_PATHS.forgotPassword}?email=${encodeURIComponent(email)}`);
        return;
      }
      // A rate limit already said why, with the seconds to wait: the generic failure would hide it.
      if (error.code === 'LOGIN.FAILED' && isRateLimitToast(toast.toast$.getValue()?.message)) return;
      const viewText = VIEW_CODE_TEXTS[error.code];
      if (viewText) toast.show(viewText);
      else if (i18n.exists(`error.${error.code}`)) toast.show(domainErrorText(error));
      else toast.show({ key: 'login.loginFail' });
    },
    [confirm, toast, navigate, i18n],
  );
}

function isRateLimitToast(message: MessageRef | undefined): boolean {
  return message !== undefined && 'key' in message && message.key === RATE_LIMITED_TOAST_KEY;
}
