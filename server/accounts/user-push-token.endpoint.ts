import { userPushTokenContract } from '../../src/application/contracts/user/push-token.contract.js';
import { RESULT_ERROR, RESULT_SUCCESS } from '../../src/domain/constants.js';
import { defineEndpoint } from '../api/define-endpoint.js';
import { refuse } from '../api/refuse.js';
import type { AccountsDeps } from './accounts-deps.js';
import { setPushToken } from './accounts-repository.js';
import { findSession } from './session-repository.js';

/** /user/push-token: the push token of the signed-in device (or another device this account signed in from). */
export const userPushTokenEndpoint = (deps: AccountsDeps) =>
  defineEndpoint(userPushTokenContract, { auth: 'required' }, async (payload, caller) => {
    const deviceId = payload.device_id ?? (await findSession(deps.db, caller.token))?.deviceId ?? null;
    const stored = deviceId !== null && (await setPushToken(deps.db, caller.uid, deviceId, { type: payload.token_type, token: payload.token }));
    return stored ? { ok: RESULT_SUCCESS } : refuse(RESULT_ERROR, 'Unknown device: sign in from it first');
  });
