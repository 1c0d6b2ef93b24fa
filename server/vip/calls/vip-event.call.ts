import { vipEventContract } from '../../../src/application/contracts/vip/event.contract.js';
import { RESULT_SUCCESS } from '../../../src/domain/constants.js';
import { defineCall, type CallDefinition } from '../../api/call-registry.js';
import type { PaymentsDeps } from '../../payments/payments-deps.js';

/** /vip/event: what the user did with a VIP or discount dialog, kept for the offers' statistics. */
export function vipEventCall(deps: PaymentsDeps): CallDefinition {
  return defineCall(vipEventContract, { auth: 'required' }, async (_ctx, payload, caller) => {
    await deps.pdb
      .insertInto('vip_events')
      .values({
        uid: caller.uid,
        sid: payload.sid ?? null,
        type: payload.type === undefined ? null : String(payload.type),
        target_uid: payload.target_uid ?? null,
        extra: payload.extra ?? null,
        created_at: deps.clock.now(),
      })
      .execute();
    return { ok: RESULT_SUCCESS };
  });
}
