import { userLogoutContract } from '../../src/application/contracts/user/logout.contract.js';
import { RESULT_SUCCESS } from '../../src/domain/constants.js';
import { defineEndpoint } from '../api/define-endpoint.js';
import type { AccountsDeps } from './accounts-deps.js';
import { revokeSession } from './session-repository.js';

/** /user/logout: the bearer token and its refresh token stop working at once. */
export const userLogoutEndpoint = (deps: AccountsDeps) =>
  defineEndpoint(userLogoutContract, { auth: 'required' }, async (_payload, caller) => {
    await revokeSession(deps.db, caller.token, deps.clock.now());
    return { ok: RESULT_SUCCESS };
  });
