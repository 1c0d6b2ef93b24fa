import { vipEventContract } from '../../src/application/contracts/vip/event.contract.js';
import { RESULT_SUCCESS } from '../../src/domain/constants.js';
import { defineEndpoint } from '../api/define-endpoint.js';
import type { PaymentsDeps } from '../payments/payments-deps.js';
import { insertVipEvent } from './vip-queries.js';

/** /vip/event: what the user did with a VIP or discount dialog, kept for the offers' statistics. */
export const vipEventEndpoint = (deps: PaymentsDeps) =>
  defineEndpoint(vipEventContract, { auth: 'required' }, async (payload, caller) => {
    const event = {
      uid: caller.uid,
      sid: payload.sid ?? null,
      type: payload.type === undefined ? null : String(payload.type),
      targetUid: payload.target_uid ?? null,
      extra: payload.extra ?? null,
    };
    await insertVipEvent(deps.db, event, deps.clock.now());
    return { ok: RESULT_SUCCESS };
  });
