import { validateBirthday, validateNickname } from '../../domain';
import { accountCompleteProfileContract } from '../contracts/account/complete-profile.contract';
import type { HttpPort } from '../ports/http.port';
import type { SessionStore } from './session-store';
import { invalidInput, signInFailed, type CommandResult } from './sign-in-outcome';

export interface ProfileForm {
  readonly nickname: string;
  /** YYYY-MM-DD. */
  readonly birthday: string;
  /** 0 unknown, 1 male, 2 female. */
  readonly sex?: number;
}

/** Profile completion after a new account (sign_type 2): a nickname and a birthday of someone 18 or older. */
export async function completeProfile(deps: { readonly http: HttpPort; readonly store: SessionStore; readonly now: () => number }, form: ProfileForm): Promise<CommandResult> {
  const nickname = validateNickname(form.nickname);
  if (!nickname.ok) return invalidInput(nickname.error);
  const birthday = validateBirthday(form.birthday, new Date(deps.now()));
  if (!birthday.ok) return invalidInput(birthday.error);
  const result = await deps.http.request(accountCompleteProfileContract, { nickname: nickname.value, birthday: birthday.value, ...(form.sex === undefined ? {} : { sex: form.sex }) });
  if (!result.ok) return signInFailed(result.error.msg);
  deps.store.updateUser(result.data.user_info);
  return { ok: true };
}
