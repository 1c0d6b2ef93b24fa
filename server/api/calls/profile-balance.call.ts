import { profileBalanceContract } from '../../../src/application/contracts/profile/balance.contract.js';
import { RESULT_SUCCESS } from '../../../src/domain/constants.js';
import { defineCall } from '../call-registry.js';

/** /profile/balance: the caller's coins, read through ctx.balances (the ledger, once it lands). */
export const profileBalanceCall = defineCall(profileBalanceContract, { auth: 'required' }, async (ctx, _payload, caller) => ({
  ok: RESULT_SUCCESS,
  data: { balance: await ctx.balances.get(caller.uid) },
}));
