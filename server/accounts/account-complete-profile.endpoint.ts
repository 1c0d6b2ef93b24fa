import { accountCompleteProfileContract } from '../../src/application/contracts/account/complete-profile.contract.js';
import { RESULT_ERROR, RESULT_SUCCESS } from '../../src/domain/constants.js';
import { validateBirthday } from '../../src/domain/validation/birthday.js';
import { validateNickname } from '../../src/domain/validation/nickname.js';
import { defineEndpoint } from '../api/define-endpoint.js';
import { refuse } from '../api/refuse.js';
import type { AccountsDeps } from './accounts-deps.js';
import { completeProfile, findUser } from './accounts-repository.js';
import { currentUserOf } from './current-user.js';
import { validationMessage } from './validation-message.js';

/** /account/complete-profile: nickname and birthday (18 or older) after a new account. */
export const accountCompleteProfileEndpoint = (deps: AccountsDeps) =>
  defineEndpoint(accountCompleteProfileContract, { auth: 'required' }, async (payload, caller) => {
    const now = deps.clock.now();
    const nickname = validateNickname(payload.nickname);
    if (!nickname.ok) return refuse(RESULT_ERROR, validationMessage(nickname.error));
    const birthday = validateBirthday(payload.birthday, new Date(now));
    if (!birthday.ok) return refuse(RESULT_ERROR, validationMessage(birthday.error));
    await completeProfile(deps.db, caller.uid, { nickname: nickname.value, birthday: birthday.value, sex: payload.sex }, now);
    const user = await findUser(deps.db, caller.uid);
    if (user === undefined) throw new Error(`signed-in user ${caller.uid} does not exist`);
    return { ok: RESULT_SUCCESS, data: { user_info: currentUserOf(user, now) } };
  });
