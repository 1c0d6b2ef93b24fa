import { accountBindContract } from '../../src/application/contracts/account/bind.contract.js';
import { RESULT_ERROR, RESULT_SUCCESS } from '../../src/domain/constants.js';
import { defineEndpoint } from '../api/define-endpoint.js';
import { refuse } from '../api/refuse.js';
import type { AccountsDeps } from './accounts-deps.js';
import { bindAccount } from './bind-account.js';
import { currentUserOf } from './current-user.js';

/** /account/bind: an email or third-party identity for the signed-in (tourist) account. */
export const accountBindEndpoint = (deps: AccountsDeps) =>
  defineEndpoint(accountBindContract, { auth: 'required' }, async (payload, caller) => {
    const outcome = await bindAccount(deps, caller.uid, payload, caller);
    return outcome.ok ? { ok: RESULT_SUCCESS, data: { user_info: currentUserOf(outcome.user, deps.clock.now()) } } : refuse(RESULT_ERROR, outcome.msg);
  });
