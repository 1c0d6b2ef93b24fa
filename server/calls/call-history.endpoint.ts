import { callHistoryContract } from '../../src/application/contracts/call/history.contract.js';
import { RESULT_SUCCESS } from '../../src/domain/constants.js';
import { defineEndpoint } from '../api/define-endpoint.js';
import type { AppContext } from '../context.js';

/** /call/history: a page of the caller's call list, newest first. */
export const callHistoryEndpoint = ({ calls }: Pick<AppContext, 'calls'>) =>
  defineEndpoint(callHistoryContract, { auth: 'required' }, async (payload, caller) => ({
    ok: RESULT_SUCCESS,
    data: await calls.history(caller.uid, payload.before_id, payload.limit),
  }));
