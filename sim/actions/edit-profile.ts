import { PROFILE_EDIT } from '../../src/application/profile-edit/profile-edit.tokens.js';
import { DONE, failed, type SimAction } from './action.js';

/** Signatures a simulated person picks from when editing their profile. */
const SIGNATURES = ['Coffee first', 'Talk to me about films', 'Learning Arabic', 'Night owl', 'Here for the music'];

/** The edit page's save (/user/update-info), then the session shows the saved user. */
export const editProfile: SimAction = async ({ user, uid, random }) => {
  const signature = SIGNATURES[Math.floor(random() * SIGNATURES.length)] ?? '';
  const outcome = await user.services.get(PROFILE_EDIT).save({ nickname: `Sim ${uid}`, signature });
  if (!outcome.ok) return failed(outcome.error.code, outcome.error.message);
  const saved = user.services.get(PROFILE_EDIT).user$.getValue();
  return saved?.signature === signature ? DONE : failed('SIM.PROFILE_NOT_SHOWN', `the session does not show the saved signature of user ${uid}`);
};
