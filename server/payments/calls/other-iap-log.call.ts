import { otherIapLogContract } from '../../../src/application/contracts/other/iap-log.contract.js';
import { RESULT_SUCCESS } from '../../../src/domain/constants.js';
import { defineCall, type CallDefinition } from '../../api/call-registry.js';
import type { PaymentsDeps } from '../payments-deps.js';

/** /other/iap-log: a line of the native shell's purchase log, kept for support. */
export function otherIapLogCall(deps: PaymentsDeps): CallDefinition {
  return defineCall(otherIapLogContract, { auth: 'required' }, async (_ctx, payload, caller) => {
    await deps.pdb.insertInto('iap_logs').values({ uid: caller.uid, content: payload.content, created_at: deps.clock.now() }).execute();
    return { ok: RESULT_SUCCESS };
  });
}
