import { profileBalanceContract } from '../../src/application/contracts/profile/balance.contract.js';
import { RESULT_SUCCESS } from '../../src/domain/constants.js';
import { defineEndpoint } from '../api/define-endpoint.js';
import type { AppContext } from '../context.js';

/** /profile/balance: the caller's coins, read through ctx.balances (the ledger, unless a test replaces it). */
export const profileBalanceEndpoint = ({ balances }: Pick<AppContext, 'balances'>) =>
  defineEndpoint(profileBalanceContract, { auth: 'required' }, async (_payload, caller) => ({
    ok: RESULT_SUCCESS,
    data: { balance: await balances.get(caller.uid) },
  }));
