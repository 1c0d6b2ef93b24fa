import { coinAfterTimeContract } from '../../src/application/contracts/coin/after-time.contract.js';
import { RESULT_SUCCESS } from '../../src/domain/constants.js';
import { defineEndpoint } from '../api/define-endpoint.js';
import { freeCoinsAfterTime } from './free-coins.js';
import type { PaymentsDeps } from './payments-deps.js';

/** /coin/after-time: seconds until the next free-coin claim (0 now, −1 none left today). */
export const coinAfterTimeEndpoint = (deps: PaymentsDeps) =>
  defineEndpoint(coinAfterTimeContract, { auth: 'required' }, async (_payload, caller) => ({
    ok: RESULT_SUCCESS,
    data: { after_time: await freeCoinsAfterTime(deps.db, caller.uid, deps.clock.now()) },
  }));
