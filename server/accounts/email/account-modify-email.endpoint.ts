import { accountModifyEmailContract } from '../../../src/application/contracts/account/modify-email.contract.js';
import { defineEndpoint } from '../../api/define-endpoint.js';
import type { AccountsDeps } from '../accounts-deps.js';
import { emailReply } from './email-outcome.js';
import { modifyEmail } from './modify-email.js';

/** /account/modify-email: the account signs in with the new address from now on. */
export const accountModifyEmailEndpoint = (deps: AccountsDeps) =>
  defineEndpoint(accountModifyEmailContract, { auth: 'required' }, async (payload, caller) =>
    emailReply(await modifyEmail(deps, caller.uid, { email: payload.email, oldCode: payload.old_code, newCode: payload.new_code }), (changed) => changed),
  );
