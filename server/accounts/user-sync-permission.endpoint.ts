import { userSyncPermissionContract } from '../../src/application/contracts/user/sync-permission.contract.js';
import { RESULT_SUCCESS } from '../../src/domain/constants.js';
import { defineEndpoint } from '../api/define-endpoint.js';
import type { AccountsDeps } from './accounts-deps.js';
import { setAutoTranslate } from './accounts-repository.js';

/** /user/sync-permission: the automatic-translation switch. */
export const userSyncPermissionEndpoint = (deps: AccountsDeps) =>
  defineEndpoint(userSyncPermissionContract, { auth: 'required' }, async (payload, caller) => {
    await setAutoTranslate(deps.db, caller.uid, payload.auto_translate === 1, deps.clock.now());
    return { ok: RESULT_SUCCESS };
  });
