import { otherIapLogContract } from '../../src/application/contracts/other/iap-log.contract.js';
import { RESULT_SUCCESS } from '../../src/domain/constants.js';
import { defineEndpoint } from '../api/define-endpoint.js';
import type { PaymentsDeps } from './payments-deps.js';
import { insertIapLog } from './payments-queries.js';

/** /other/iap-log: a line of the native shell's purchase log, kept for support. */
export const otherIapLogEndpoint = (deps: PaymentsDeps) =>
  defineEndpoint(otherIapLogContract, { auth: 'required' }, async (payload, caller) => {
    await insertIapLog(deps.pdb, caller.uid, payload.content, deps.clock.now());
    return { ok: RESULT_SUCCESS };
  });
