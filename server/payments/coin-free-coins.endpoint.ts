import { coinFreeCoinsContract } from '../../src/application/contracts/coin/free-coins.contract.js';
import { RESULT_ERROR, RESULT_SUCCESS } from '../../src/domain/constants.js';
import { defineEndpoint } from '../api/define-endpoint.js';
import { refuse } from '../api/refuse.js';
import { claimFreeCoins } from './free-coins.js';
import type { PaymentsDeps } from './payments-deps.js';

/** /coin/free-coins: claims the free coins; refused while cooling down or when none are left (the client then asks /coin/after-time). */
export const coinFreeCoinsEndpoint = (deps: PaymentsDeps) =>
  defineEndpoint(coinFreeCoinsContract, { auth: 'required' }, async (_payload, caller) => {
    const claimed = await claimFreeCoins(deps, caller.uid);
    if (!claimed.ok) return refuse(RESULT_ERROR, claimed.code);
    return { ok: RESULT_SUCCESS, data: { after_time: claimed.afterTime, balance: claimed.balance, coins: claimed.coins } };
  });
