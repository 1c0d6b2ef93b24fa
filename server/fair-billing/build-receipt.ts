import { CALL_RECEIPT_VERSION, receiptText, type CallReceipt, type SignedReceipt } from '../../src/domain/calls/call-receipt.js';
import { MS_PER_SECOND } from '../../src/domain/constants.js';
import type { MeteredCall } from '../calls/call-meter.js';
import type { Settlement } from './fair-billing-queries.js';
import type { ReceiptSigner } from './receipt-signer.js';

/**
 * The signed receipt of an ended call: its facts from the calls row and the settlement
 * written when it ended (none: nothing was refunded). Ed25519 signatures are deterministic,
 * so signing again on each request answers the same bytes; nothing signed needs storing.
 */
export function buildReceipt(call: MeteredCall & { readonly ended_at: number }, settlement: Settlement | undefined, signer: ReceiptSigner): SignedReceipt {
  const connectedS = call.connected_at === null ? 0 : Math.floor((call.ended_at - call.connected_at) / MS_PER_SECOND);
  const refunds = (settlement?.refunds ?? []).map((r) => ({ minute: r.minute, down_s: r.down_s, reason: 'media_down' as const }));
  const receipt: CallReceipt = {
    v: CALL_RECEIPT_VERSION,
    room_id: call.id,
    payer_uid: call.caller_uid,
    callee_uid: call.callee_uid,
    call_type: call.call_type,
    started_at: call.created_at,
    ended_at: call.ended_at,
    connected_s: connectedS,
    free_s: Math.min(call.free_seconds, connectedS),
    price_per_min: call.price_per_min,
    minutes_billed: call.billed_minutes,
    minutes_refunded: refunds.length,
    refunds,
    coins_spent: call.coins_charged - (settlement?.coins_refunded ?? 0),
    key_id: signer.keyId,
  };
  return { receipt, signature: signer.sign(receiptText(receipt)) };
}
