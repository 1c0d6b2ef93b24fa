import { accountBindContract } from '../../src/application/contracts/account/bind.contract.js';
import { EMAIL_REFUSAL } from '../../src/application/contracts/account/email-refusal.js';
import { LOGIN_FROM, RESULT_ERROR, RESULT_SUCCESS } from '../../src/domain/constants.js';
import { defineEndpoint } from '../api/define-endpoint.js';
import { refuse } from '../api/refuse.js';
import { ACCOUNT_MESSAGES } from './account-messages.js';
import type { AccountsDeps } from './accounts-deps.js';
import { bindAccount, reloadUser } from './bind-account.js';
import { currentUserOf } from './current-user.js';
import { bindEmailWithCode } from './email/bind-email.js';
import { emailRefusalReply, emailRefused } from './email/email-outcome.js';

/**
 * /account/bind: an email (with the code mailed to it, and the reward) or a third-party
 * identity for the signed-in (tourist) account.
 */
export const accountBindEndpoint = (deps: AccountsDeps) =>
  defineEndpoint(accountBindContract, { auth: 'required' }, async (payload, caller) => {
    if (payload.login_from === LOGIN_FROM.email) {
      if (payload.logined_uid !== undefined && payload.logined_uid !== caller.uid) return refuse(RESULT_ERROR, ACCOUNT_MESSAGES.bindOwnAccount);
      const outcome =
        payload.verify_code === undefined
          ? emailRefused({ code: EMAIL_REFUSAL.codeWrong })
          : await bindEmailWithCode(deps, caller.uid, { email: payload.email ?? '', passwordDigest: payload.password ?? '', code: payload.verify_code });
      if (!outcome.ok) return emailRefusalReply(outcome);
      const user = await reloadUser(deps, caller.uid);
      return { ok: RESULT_SUCCESS, data: { user_info: currentUserOf(user, deps.clock.now()), reward_coins: outcome.value.rewardCoins } };
    }
    const outcome = await bindAccount(deps, caller.uid, payload, caller);
    return outcome.ok ? { ok: RESULT_SUCCESS, data: { user_info: currentUserOf(outcome.user, deps.clock.now()) } } : refuse(RESULT_ERROR, outcome.msg);
  });
