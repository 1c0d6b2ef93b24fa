import { userPushTokenContract } from '../../../src/application/contracts/user/push-token.contract.js';
import { RESULT_ERROR, RESULT_SUCCESS } from '../../../src/domain/constants.js';
import { defineCall } from '../../api/call-registry.js';
import type { AccountsDeps } from '../accounts-deps.js';
import { setPushToken } from '../accounts-repository.js';
import { findSession } from '../session-repository.js';

/** /user/push-token: the push token of the signed-in device (or the named one). */
export const userPushTokenCall = (deps: AccountsDeps) =>
  defineCall(userPushTokenContract, { auth: 'required' }, async (_ctx, payload, caller) => {
    const deviceId = payload.device_id ?? (await findSession(deps.db, caller.token))?.deviceId ?? null;
    if (deviceId === null) return { ok: RESULT_ERROR, msg: 'device_id is required for this session' };
    await setPushToken(deps.db, caller.uid, deviceId, { type: payload.token_type, token: payload.token }, deps.clock.now());
    return { ok: RESULT_SUCCESS };
  });
