import { signStatContract } from '../../../src/application/contracts/sign/stat.contract.js';
import { RESULT_SUCCESS } from '../../../src/domain/constants.js';
import { defineCall } from '../../api/call-registry.js';
import type { AccountsDeps } from '../accounts-deps.js';
import { isDeviceKnown } from '../accounts-repository.js';

/**
 * /sign/stat: is_first_install is 1 while no account has ever signed in from the device
 * (a fresh install on a new device), 0 once one has.
 */
export const signStatCall = (deps: AccountsDeps) =>
  defineCall(signStatContract, { auth: 'none' }, async (_ctx, payload) => ({
    ok: RESULT_SUCCESS,
    data: { is_first_install: (await isDeviceKnown(deps.db, payload.device_id)) ? (0 as const) : (1 as const) },
  }));
