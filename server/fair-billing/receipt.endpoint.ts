import { callReceiptContract, RECEIPT_NOT_READY } from '../../src/application/contracts/fair-billing/receipt.contract.js';
import { RESULT_ERROR, RESULT_SUCCESS } from '../../src/domain/constants.js';
import { defineEndpoint } from '../api/define-endpoint.js';
import { refuse } from '../api/refuse.js';
import { buildReceipt } from './build-receipt.js';
import type { FairBillingDeps } from './fair-billing-deps.js';
import { findSettlement } from './fair-billing-queries.js';

/** /call/receipt: the signed receipt of an ended call, for either of its two parties only. */
export const callReceiptEndpoint = ({ db, calls, signer }: FairBillingDeps) =>
  defineEndpoint(callReceiptContract, { auth: 'required' }, async (payload, caller) => {
    const call = await calls.meteredCall(payload.room_id);
    if (call === null || (call.caller_uid !== caller.uid && call.callee_uid !== caller.uid)) return refuse(RESULT_ERROR, 'This call does not exist');
    const endedAt = call.ended_at;
    if (call.status !== 'ended' || endedAt === null) return refuse(RESULT_ERROR, RECEIPT_NOT_READY);
    return { ok: RESULT_SUCCESS, data: buildReceipt({ ...call, ended_at: endedAt }, await findSettlement(db, call.id), signer) };
  });
