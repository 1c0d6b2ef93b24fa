import { accountBindContract } from '../../../src/application/contracts/account/bind.contract.js';
import { RESULT_ERROR, RESULT_SUCCESS } from '../../../src/domain/constants.js';
import { defineCall } from '../../api/call-registry.js';
import type { AccountsDeps } from '../accounts-deps.js';
import { bindAccount } from '../bind-account.js';
import { currentUserOf } from '../current-user.js';

/** /account/bind: an email or third-party identity for the signed-in (tourist) account. */
export const accountBindCall = (deps: AccountsDeps) =>
  defineCall(accountBindContract, { auth: 'required' }, async (_ctx, payload, caller) => {
    const outcome = await bindAccount(deps, caller.uid, payload, caller);
    return outcome.ok ? { ok: RESULT_SUCCESS, data: { user_info: currentUserOf(outcome.user, deps.clock.now()) } } : { ok: RESULT_ERROR, msg: outcome.msg };
  });
