import { accountEmailCodeContract } from '../../../src/application/contracts/account/email-code.contract.js';
import { defineEndpoint } from '../../api/define-endpoint.js';
import type { AccountsDeps } from '../accounts-deps.js';
import { emailReply } from './email-outcome.js';
import { sendEmailCode } from './send-email-code.js';

/** /account/email-code: the 4-digit code of one bind or change step, mailed. */
export const accountEmailCodeEndpoint = (deps: AccountsDeps) =>
  defineEndpoint(accountEmailCodeContract, { auth: 'required' }, async (payload, caller) =>
    emailReply(await sendEmailCode(deps, caller.uid, payload), (sent) => ({ resend_after_s: sent.resendAfterS })),
  );
