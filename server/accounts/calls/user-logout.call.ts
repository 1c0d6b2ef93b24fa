import { userLogoutContract } from '../../../src/application/contracts/user/logout.contract.js';
import { RESULT_SUCCESS } from '../../../src/domain/constants.js';
import { defineCall } from '../../api/call-registry.js';
import type { AccountsDeps } from '../accounts-deps.js';
import type { RotationGrace } from '../rotation-grace.js';
import { revokeSession } from '../session-repository.js';

/** /user/logout: the bearer token and its refresh token stop working at once. */
export const userLogoutCall = (deps: AccountsDeps, grace: RotationGrace) =>
  defineCall(userLogoutContract, { auth: 'required' }, async (_ctx, _payload, caller) => {
    await revokeSession(deps.db, grace, caller.token, deps.clock.now());
    return { ok: RESULT_SUCCESS };
  });
