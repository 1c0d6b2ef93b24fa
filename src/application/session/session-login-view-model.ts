import { BehaviorSubject } from 'rxjs';
import type { ValidationErrorCode } from '../../domain';
import type { CommandOutcome, LoginErrorCode, LoginOutcome, LoginViewModel } from '../sign-in/login-view-model';
import { completeProfile } from './complete-profile';
import { finishThirdPartyLogin, type ThirdPartyReturn } from './finish-third-party-login';
import { forgotPassword } from './forgot-password';
import { loginEmail } from './login-email';
import { loginQuick } from './login-quick';
import { loginThirdParty } from './login-third-party';
import { resetPassword } from './reset-password';
import type { ThirdPartyDeps } from './session-deps';
import type { CommandResult, SignInError, SignInResult } from './sign-in-outcome';

/** Storage name of the remembered agree-to-terms choice (000 §2). */
export const LOGIN_AGREED_NAME = 'login-agreed';

/** The views' codes for the sign-in forms' validation failures (000 §5). */
const VIEW_CODES: Readonly<Partial<Record<ValidationErrorCode, LoginErrorCode>>> = {
  'AUTH.EMAIL_PASSWORD_REQUIRED': 'LOGIN.EMAIL_PASSWORD_REQUIRED',
  'AUTH.EMAIL_REQUIRED': 'LOGIN.EMAIL_FORMAT',
  'AUTH.EMAIL_FORMAT': 'LOGIN.EMAIL_FORMAT',
  'AUTH.PASSWORD_TOO_SHORT': 'LOGIN.PASSWORD_TOO_SHORT',
  'AUTH.PASSWORD_MISMATCH': 'LOGIN.PASSWORD_MISMATCH',
  'AUTH.CODE_REQUIRED': 'LOGIN.CODE_REQUIRED',
  'AUTH.CODE_LENGTH': 'LOGIN.CODE_INVALID',
  'AUTH.CODE_DIGITS': 'LOGIN.CODE_INVALID',
  'PROFILE.NICKNAME_REQUIRED': 'PROFILE.NICKNAME_REQUIRED',
  'PROFILE.BIRTHDAY_INVALID': 'PROFILE.UNDER_AGE',
  'PROFILE.UNDERAGE': 'PROFILE.UNDER_AGE',
};

/** A failure as the sign-in views know it; LOGIN.BANNED keeps its ban for the alert. */
function viewError(error: SignInError): { readonly code: string } {
  return error.code === 'LOGIN.INVALID_INPUT' ? { code: VIEW_CODES[error.validation.code] ?? 'LOGIN.FAILED' } : error;
}

/**
 * The login sheet, email pages and profile completion (shell LoginViewModel) over the
 * session use cases. `redirect` leaves for the provider's page (the third-party sign-in
 * resumes with `finishThirdParty` when the browser comes back).
 */
export function createSessionLoginViewModel(deps: ThirdPartyDeps & { readonly redirect: (url: string) => void }): LoginViewModel & {
  finishThirdParty(returned: ThirdPartyReturn): Promise<LoginOutcome>;
} {
  const agreed$ = new BehaviorSubject<boolean>(deps.storage.read(LOGIN_AGREED_NAME) !== false);
  const suggestedNickname$ = new BehaviorSubject<string>(deps.store.user$.getValue()?.nickname ?? '');

  const signedIn = (result: SignInResult): LoginOutcome => {
    if (!result.ok) return { ok: false, error: viewError(result.error) };
    suggestedNickname$.next(result.randomInfo?.nickname ?? deps.store.user$.getValue()?.nickname ?? '');
    return { ok: true, next: result.next };
  };
  const done = (result: CommandResult): CommandOutcome => (result.ok ? result : { ok: false, error: viewError(result.error) });

  return {
    agreed$,
    setAgreed(agreed) {
      deps.storage.write(LOGIN_AGREED_NAME, agreed);
      agreed$.next(agreed);
    },
    signInQuick: async () => signedIn(await loginQuick(deps)),
    async signInThirdParty() {
      const started = await loginThirdParty(deps);
      if (!started.ok) return { ok: false, error: viewError(started.error) };
      deps.redirect(started.url);
      // The page is leaving for the provider: nothing more happens here.
      return new Promise<LoginOutcome>(() => undefined);
    },
    signInWithEmail: async (email, password) => signedIn(await loginEmail(deps, email, password)),
    sendResetCode: async (email) => done(await forgotPassword(deps.anonymousHttp, email)),
    resetPassword: async (email, code, password, confirmation, linkToken) => done(await resetPassword(deps, { email, code, password, confirmation, linkToken })),
    suggestedNickname$,
    completeProfile: async (draft) => done(await completeProfile(deps, draft)),
    finishThirdParty: async (returned) => signedIn(await finishThirdPartyLogin(deps, returned)),
  };
}
