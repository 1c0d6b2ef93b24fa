import { userUpdateInfoContract } from '../../src/application/contracts/user/update-info.contract.js';
import { RESULT_ERROR, RESULT_SUCCESS } from '../../src/domain/constants.js';
import { editedAboutMe, editedNickname, editedSpokenLanguages, type ProfileFieldError, type ProfileFieldResult } from '../../src/domain/profile/profile-fields.js';
import { validateBirthday } from '../../src/domain/validation/birthday.js';
import { defineEndpoint } from '../api/define-endpoint.js';
import { refuse } from '../api/refuse.js';
import type { AccountsDeps } from './accounts-deps.js';
import { findUser, updateProfile } from './accounts-repository.js';
import { currentUserOf } from './current-user.js';
import { isOwnImageUpload } from '../uploads/own-image-upload.js';
import { validationMessage } from './validation-message.js';
import { checkedProfileMedia } from './profile-media-check.js';

/** The refusal texts of the edit pages' limits (the client shows its own translated ones first). */
const FIELD_MESSAGES: Readonly<Record<ProfileFieldError['code'], string>> = {
  'PROFILE_EDIT.NICKNAME_REQUIRED': 'Please enter a nickname',
  'PROFILE_EDIT.NICKNAME_TOO_LONG': 'A nickname has at most {{max}} letters',
  'PROFILE_EDIT.ABOUT_TOO_LONG': '"About me" has at most {{max}} characters',
  'PROFILE_EDIT.TOO_MANY_LANGUAGES': 'You can choose up to {{max}} languages',
  'PROFILE_EDIT.UNKNOWN_LANGUAGE': 'speak_language must be ISO 639-1 codes',
};

const fieldMessage = (error: ProfileFieldError): string => FIELD_MESSAGES[error.code].replace('{{max}}', 'max' in error ? String(error.max) : '');

/** A field sent is checked; one left out stays undefined (unchanged). */
function checked<T>(raw: T | undefined, rule: (value: T) => ProfileFieldResult<string>): ProfileFieldResult<string | undefined> {
  return raw === undefined ? { ok: true, value: undefined } : rule(raw);
}

/**
 * /user/update-info (000 §7, 001 §7): the avatar (an image this user uploaded), country,
 * nickname, rest mode, and the edit pages' about-me, languages spoken, birthday (18+),
 * privacy flags, photo album (in its order), video show and whether the profile photo
 * leads the album (show_avatar_moment); only the fields sent change, and one bad field
 * changes nothing.
 */
export const userUpdateInfoEndpoint = (deps: AccountsDeps) =>
  defineEndpoint(userUpdateInfoContract, { auth: 'required' }, async (payload, caller) => {
    const info = payload.user_info;
    const { avatar } = info;
    if (avatar !== undefined && !(await isOwnImageUpload(deps.db, deps.uploads, caller.uid, avatar.url))) {
      return refuse(RESULT_ERROR, 'user_info.avatar.url must be an image you uploaded and confirmed (/upload/success)');
    }
    const media = await checkedProfileMedia(deps, caller.uid, { album: info.album, videoShow: info.video_show });
    if (!media.ok) return refuse(RESULT_ERROR, media.message);
    const now = deps.clock.now();
    const nickname = checked(info.nickname, editedNickname);
    const signature = checked(info.signature, editedAboutMe);
    const speakLanguage = checked(info.speak_language, (list: string) => editedSpokenLanguages(list.split(',')));
    for (const field of [nickname, signature, speakLanguage]) if (!field.ok) return refuse(RESULT_ERROR, fieldMessage(field.error));
    const birthday = info.birthday === undefined ? undefined : validateBirthday(info.birthday, new Date(now));
    if (birthday !== undefined && !birthday.ok) return refuse(RESULT_ERROR, validationMessage(birthday.error));

    await updateProfile(
      deps.db,
      caller.uid,
      {
        ...(avatar === undefined ? {} : { avatar }),
        ...(info.country_code === undefined ? {} : { countryCode: info.country_code }),
        ...(nickname.ok && nickname.value !== undefined ? { nickname: nickname.value } : {}),
        ...(info.is_rest === undefined ? {} : { isRest: info.is_rest === 1 }),
        ...(signature.ok && signature.value !== undefined ? { signature: signature.value } : {}),
        ...(speakLanguage.ok && speakLanguage.value !== undefined ? { speakLanguage: speakLanguage.value } : {}),
        ...(birthday === undefined ? {} : { birthday: birthday.value }),
        ...(info.hide_profile === undefined ? {} : { hideProfile: info.hide_profile === 1 }),
        ...(info.hide_vip === undefined ? {} : { hideVip: info.hide_vip === 1 }),
        ...(info.hide_level === undefined ? {} : { hideLevel: info.hide_level === 1 }),
        ...(media.media.album === undefined ? {} : { album: media.media.album }),
        ...(media.media.videoShow === undefined ? {} : { videoShow: media.media.videoShow }),
        ...(info.show_avatar_moment === undefined ? {} : { showAvatarMoment: info.show_avatar_moment === 1 }),
      },
      now,
    );
    const user = await findUser(deps.db, caller.uid);
    if (user === undefined) throw new Error(`signed-in user ${caller.uid} does not exist`);
    return { ok: RESULT_SUCCESS, data: { user_info: currentUserOf(user, now), show_avatar_moment: user.show_avatar_moment ? (1 as const) : (0 as const) } };
  });
