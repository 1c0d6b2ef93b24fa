import { userSyncPermissionContract } from '../../../src/application/contracts/user/sync-permission.contract.js';
import { RESULT_SUCCESS } from '../../../src/domain/constants.js';
import { defineCall } from '../../api/call-registry.js';
import type { AccountsDeps } from '../accounts-deps.js';
import { setAutoTranslate } from '../accounts-repository.js';

/** /user/sync-permission: the automatic-translation switch. */
export const userSyncPermissionCall = (deps: AccountsDeps) =>
  defineCall(userSyncPermissionContract, { auth: 'required' }, async (_ctx, payload, caller) => {
    await setAutoTranslate(deps.db, caller.uid, payload.auto_translate === 1, deps.clock.now());
    return { ok: RESULT_SUCCESS };
  });
