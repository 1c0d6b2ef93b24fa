import { userUpdateInfoContract } from '../../src/application/contracts/user/update-info.contract.js';
import { RESULT_ERROR, RESULT_SUCCESS } from '../../src/domain/constants.js';
import { validateNickname } from '../../src/domain/validation/nickname.js';
import { defineEndpoint } from '../api/define-endpoint.js';
import { refuse } from '../api/refuse.js';
import type { AccountsDeps } from './accounts-deps.js';
import { findUser, updateProfile } from './accounts-repository.js';
import { currentUserOf } from './current-user.js';
import { isOwnImageUpload } from '../uploads/own-image-upload.js';
import { validationMessage } from './validation-message.js';

/**
 * /user/update-info (000 §7, 001 §7): the avatar (an image this user uploaded), country,
 * nickname and rest mode; only the fields sent change. The avatar is never offered as a
 * moment post (show_avatar_moment 0): this server has no moments.
 */
export const userUpdateInfoEndpoint = (deps: AccountsDeps) =>
  defineEndpoint(userUpdateInfoContract, { auth: 'required' }, async (payload, caller) => {
    const { avatar, country_code: countryCode, nickname: rawNickname, is_rest: isRest } = payload.user_info;
    if (avatar !== undefined && !(await isOwnImageUpload(deps.db, deps.uploads, caller.uid, avatar.url))) {
      return refuse(RESULT_ERROR, 'user_info.avatar.url must be an image you uploaded and confirmed (/upload/success)');
    }
    const nickname = rawNickname === undefined ? undefined : validateNickname(rawNickname);
    if (nickname !== undefined && !nickname.ok) return refuse(RESULT_ERROR, validationMessage(nickname.error));

    const now = deps.clock.now();
    await updateProfile(
      deps.db,
      caller.uid,
      {
        ...(avatar === undefined ? {} : { avatar }),
        ...(countryCode === undefined ? {} : { countryCode }),
        ...(nickname === undefined ? {} : { nickname: nickname.value }),
        ...(isRest === undefined ? {} : { isRest: isRest === 1 }),
      },
      now,
    );
    const user = await findUser(deps.db, caller.uid);
    if (user === undefined) throw new Error(`signed-in user ${caller.uid} does not exist`);
    return { ok: RESULT_SUCCESS, data: { user_info: currentUserOf(user, now), show_avatar_moment: 0 as const } };
  });
