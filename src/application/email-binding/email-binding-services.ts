import { validateEmail, validateNewPassword, validateVerificationCode, type ValidationError } from '../../domain';
import { accountBindContract } from '../contracts/account/bind.contract';
import { accountEmailCodeContract, type EmailCodePurpose } from '../contracts/account/email-code.contract';
import { emailRefusalSchema, type EmailRefusal } from '../contracts/account/email-refusal';
import { accountEmailContract } from '../contracts/account/email.contract';
import { accountModifyEmailContract } from '../contracts/account/modify-email.contract';
import type { ApiError, HttpPort } from '../ports/http.port';
import type { SessionCryptoPort } from '../ports/session-crypto.port';
import type { DeviceInfo } from '../session/device-info';
import type { SessionStore } from '../session/session-store';
import type { MeViewModel } from '../profile/me-view-model';
import { LOGIN_FROM } from '../../domain/constants';

/**
 * Why an e-mail step did not happen. Stable codes the pages word: a form that did not pass
 * the domain's checks (nothing was sent), the server's refusal (wrong or expired code,
 * address taken, wait before another code…), no connection, or anything else.
 */
export type EmailBindingError =
  | { readonly code: 'EMAIL.INVALID_INPUT'; readonly validation: ValidationError }
  | EmailRefusal
  | { readonly code: 'EMAIL.OFFLINE' }
  | { readonly code: 'EMAIL.FAILED'; readonly msg: string };

export type EmailResult<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: EmailBindingError };

export interface EmailBindingForm {
  readonly email: string;
  readonly code: string;
  readonly password: string;
  readonly confirmation: string;
}

export interface EmailChangeForm {
  readonly email: string;
  readonly oldCode: string;
  readonly newCode: string;
}

/** The e-mail pages (001 §2 bind-email, email, modify-email). */
export interface EmailBindingServices {
  /** The bound address ('' when none) and the coins binding one would still earn. */
  load(): Promise<EmailResult<{ readonly email: string; readonly bindRewardCoins: number }>>;
  /** Mails the code of one step; `email` is the address to bind or change to (none for the old address's code). */
  sendCode(purpose: EmailCodePurpose, email?: string): Promise<EmailResult<{ readonly resendAfterS: number }>>;
  /** Binds the address with its code and a password to sign in with; the account stops being a tourist. `rewardCoins` is what this bind credited. */
  bind(form: EmailBindingForm): Promise<EmailResult<{ readonly rewardCoins: number }>>;
  /** Moves the sign-in address, proven by the codes mailed to the old and the new address. */
  change(form: EmailChangeForm): Promise<EmailResult<{ readonly email: string }>>;
}

export interface EmailBindingDeps {
  readonly http: HttpPort;
  readonly store: Pick<SessionStore, 'updateUser'>;
  /** Me's counters and balance: the reward changes the balance it shows. */
  readonly me: Pick<MeViewModel, 'refresh'>;
  readonly crypto: Pick<SessionCryptoPort, 'md5Hex'>;
  readonly device: DeviceInfo;
}

const invalid = (validation: ValidationError): { readonly ok: false; readonly error: EmailBindingError } => ({ ok: false, error: { code: 'EMAIL.INVALID_INPUT', validation } });

/** A failed call: the server's stable refusal, no connection, or the generic failure with the server's words. */
function failed(error: ApiError): { readonly ok: false; readonly error: EmailBindingError } {
  if (error.code === 'API.NETWORK' || error.code === 'API.TIMEOUT') return { ok: false, error: { code: 'EMAIL.OFFLINE' } };
  const refusal = emailRefusalSchema.safeParse(error.data);
  return { ok: false, error: refusal.success ? refusal.data : { code: 'EMAIL.FAILED', msg: error.msg } };
}

export function createEmailBindingServices(deps: EmailBindingDeps): EmailBindingServices {
  const { http } = deps;
  return {
    async load() {
      const answer = await http.request(accountEmailContract, {});
      return answer.ok ? { ok: true, value: { email: answer.data.email, bindRewardCoins: answer.data.bind_reward_coins } } : failed(answer.error);
    },

    async sendCode(purpose, rawEmail) {
      let email: string | undefined;
      if (rawEmail !== undefined) {
        const checked = validateEmail(rawEmail);
        if (!checked.ok) return invalid(checked.error);
        email = checked.value;
      }
      const answer = await http.request(accountEmailCodeContract, { purpose, ...(email === undefined ? {} : { email }) });
      return answer.ok ? { ok: true, value: { resendAfterS: answer.data.resend_after_s } } : failed(answer.error);
    },

    async bind(form) {
      const email = validateEmail(form.email);
      if (!email.ok) return invalid(email.error);
      const code = validateVerificationCode(form.code);
      if (!code.ok) return invalid(code.error);
      const password = validateNewPassword(form.password, form.confirmation);
      if (!password.ok) return invalid(password.error);
      const answer = await http.request(accountBindContract, {
        login_from: LOGIN_FROM.email,
        email: email.value,
        password: deps.crypto.md5Hex(password.value),
        verify_code: code.value,
        ...deps.device,
      });
      if (!answer.ok) return failed(answer.error);
      deps.store.updateUser(answer.data.user_info);
      const rewardCoins = answer.data.reward_coins ?? 0;
      if (rewardCoins > 0) void deps.me.refresh();
      return { ok: true, value: { rewardCoins } };
    },

    async change(form) {
      const email = validateEmail(form.email);
      if (!email.ok) return invalid(email.error);
      for (const typed of [form.oldCode, form.newCode]) {
        const code = validateVerificationCode(typed);
        if (!code.ok) return invalid(code.error);
      }
      const answer = await http.request(accountModifyEmailContract, { email: email.value, old_code: form.oldCode.trim(), new_code: form.newCode.trim() });
      return answer.ok ? { ok: true, value: { email: answer.data.email } } : failed(answer.error);
    },
  };
}
