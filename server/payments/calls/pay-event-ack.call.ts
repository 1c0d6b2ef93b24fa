import { payEventAckContract } from '../../../src/application/contracts/pay/event-ack.contract.js';
import { RESULT_SUCCESS } from '../../../src/domain/constants.js';
import { defineCall, type CallDefinition } from '../../api/call-registry.js';
import { ackPayEvents } from '../pay-events.js';
import type { PaymentsDeps } from '../payments-deps.js';

/** /pay/event-ack: the caller handled these payment events; they leave pay_event_list. */
export function payEventAckCall(deps: PaymentsDeps): CallDefinition {
  return defineCall(payEventAckContract, { auth: 'required' }, async (_ctx, payload, caller) => {
    const ids = Array.isArray(payload.event_id) ? payload.event_id : [payload.event_id];
    return { ok: RESULT_SUCCESS, data: { acked: await ackPayEvents(deps.db, caller.uid, ids, deps.clock.now()) } };
  });
}
