import { accountEmailContract } from '../../../src/application/contracts/account/email.contract.js';
import { RESULT_SUCCESS } from '../../../src/domain/constants.js';
import { defineEndpoint } from '../../api/define-endpoint.js';
import type { AccountsDeps } from '../accounts-deps.js';
import { BIND_EMAIL_REWARD_COINS } from './email-binding-policy.js';
import { emailOfAccount } from './email-code-queries.js';

/**
 * /account/email: the bound address ('' when none) and the reward binding would pay. An
 * address is never unbound (only changed), so an account with one has had its reward.
 */
export const accountEmailEndpoint = (deps: AccountsDeps) =>
  defineEndpoint(accountEmailContract, { auth: 'required' }, async (_payload, caller) => {
    const email = await emailOfAccount(deps.db, caller.uid);
    return { ok: RESULT_SUCCESS, data: { email: email ?? '', bind_reward_coins: email === undefined ? BIND_EMAIL_REWARD_COINS : 0 } };
  });
