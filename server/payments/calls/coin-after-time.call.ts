import { coinAfterTimeContract } from '../../../src/application/contracts/coin/after-time.contract.js';
import { RESULT_SUCCESS } from '../../../src/domain/constants.js';
import { defineCall, type CallDefinition } from '../../api/call-registry.js';
import { freeCoinsAfterTime } from '../free-coins.js';
import type { PaymentsDeps } from '../payments-deps.js';

/** /coin/after-time: seconds until the next free-coin claim (0 now, −1 none left today). */
export function coinAfterTimeCall(deps: PaymentsDeps): CallDefinition {
  return defineCall(coinAfterTimeContract, { auth: 'required' }, async (_ctx, _payload, caller) => ({
    ok: RESULT_SUCCESS,
    data: { after_time: await freeCoinsAfterTime(deps.db, caller.uid, deps.clock.now()) },
  }));
}
