import { userCheckDeviceContract } from '../../src/application/contracts/user/check-device.contract.js';
import { RESULT_SUCCESS } from '../../src/domain/constants.js';
import { defineEndpoint } from '../api/define-endpoint.js';
import type { AccountsDeps } from './accounts-deps.js';
import { findUser } from './accounts-repository.js';
import { bannedInfoOf } from './current-user.js';
import { findSession } from './session-repository.js';

/**
 * /user/check-device: logout when the session was issued to another device or the
 * account is banned. (Revoked and replaced sessions are answered 401 by the request
 * layer before this runs.)
 */
export const userCheckDeviceEndpoint = (deps: AccountsDeps) =>
  defineEndpoint(userCheckDeviceContract, { auth: 'required' }, async (payload, caller) => {
    const session = await findSession(deps.db, caller.token);
    const user = await findUser(deps.db, caller.uid);
    const logout = session === null || session.deviceId !== payload.device || user === undefined || bannedInfoOf(user, deps.clock.now()) !== null;
    return { ok: RESULT_SUCCESS, data: { logout } };
  });
