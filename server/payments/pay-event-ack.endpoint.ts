import { payEventAckContract } from '../../src/application/contracts/pay/event-ack.contract.js';
import { RESULT_SUCCESS } from '../../src/domain/constants.js';
import { defineEndpoint } from '../api/define-endpoint.js';
import { ackPayEvents } from './pay-events.js';
import type { PaymentsDeps } from './payments-deps.js';

/** /pay/event-ack: the caller handled these payment events; they leave pay_event_list. */
export const payEventAckEndpoint = (deps: PaymentsDeps) =>
  defineEndpoint(payEventAckContract, { auth: 'required' }, async (payload, caller) => {
    const ids = Array.isArray(payload.event_id) ? payload.event_id : [payload.event_id];
    return { ok: RESULT_SUCCESS, data: { acked: await ackPayEvents(deps.db, caller.uid, ids, deps.clock.now()) } };
  });
