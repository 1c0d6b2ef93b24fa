import { coinFreeCoinsContract } from '../../../src/application/contracts/coin/free-coins.contract.js';
import { RESULT_ERROR, RESULT_SUCCESS } from '../../../src/domain/constants.js';
import { defineCall, type CallDefinition } from '../../api/call-registry.js';
import { claimFreeCoins } from '../free-coins.js';
import type { PaymentsDeps } from '../payments-deps.js';

/** /coin/free-coins: claims the free coins; refused while cooling down or when none are left (the client then asks /coin/after-time). */
export function coinFreeCoinsCall(deps: PaymentsDeps): CallDefinition {
  return defineCall(coinFreeCoinsContract, { auth: 'required' }, async (_ctx, _payload, caller) => {
    const claimed = await claimFreeCoins(deps, caller.uid);
    if (!claimed.ok) return { ok: RESULT_ERROR, msg: claimed.code };
    return { ok: RESULT_SUCCESS, data: { after_time: claimed.afterTime, balance: claimed.balance, coins: claimed.coins } };
  });
}
