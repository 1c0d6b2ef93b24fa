import { userUpdateInfoContract } from '../contracts/user/update-info.contract';
import type { HttpPort } from '../ports/http.port';
import type { CommandOutcome } from '../sign-in/login-view-model';
import type { ProfileExtras } from '../sign-in/sign-in-view-model';

/** The avatar and country of profile completion, through /user/update-info (000 §7). */
export async function saveProfileExtras(http: HttpPort, extras: ProfileExtras): Promise<CommandOutcome> {
  const { avatar, countryCode } = extras;
  const answer = await http.request(userUpdateInfoContract, {
    user_info: {
      ...(avatar === undefined ? {} : { avatar: { url: avatar.url, width: avatar.width, height: avatar.height, img_type: avatar.imgType } }),
      ...(countryCode === undefined ? {} : { country_code: countryCode }),
    },
  });
  return answer.ok ? { ok: true } : { ok: false, error: { code: 'PROFILE.UPDATE_FAILED' } };
}
