import { signStatContract } from '../../src/application/contracts/sign/stat.contract.js';
import { RESULT_SUCCESS } from '../../src/domain/constants.js';
import { defineEndpoint } from '../api/define-endpoint.js';
import type { AccountsDeps } from './accounts-deps.js';
import { isDeviceKnownTo } from './accounts-repository.js';

/**
 * /sign/stat: is_first_install is 0 only when the signed-in caller's own account has signed
 * in from the device before, 1 otherwise (and always 1 without a session). Asking about
 * any device id used to tell anyone whether it had an account (issue #11); now the answer
 * only tells the caller about itself.
 */
export const signStatEndpoint = (deps: AccountsDeps) =>
  defineEndpoint(signStatContract, { auth: 'optional' }, async (payload, caller) => ({
    ok: RESULT_SUCCESS,
    data: { is_first_install: caller.uid !== null && (await isDeviceKnownTo(deps.db, caller.uid, payload.device_id)) ? (0 as const) : (1 as const) },
  }));
