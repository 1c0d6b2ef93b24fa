import { z } from 'zod';
import { defineContract } from '../define-contract';
import { roomIdSchema } from '../call/call-room';

const refund = z.object({ minute: z.number().int().positive(), down_s: z.number().int().nonnegative(), reason: z.literal('media_down') });

/** The domain's CallReceipt (src/domain/calls/call-receipt.ts), every field as signed. */
export const callReceiptSchema = z.object({
  v: z.number().int(),
  room_id: roomIdSchema,
  payer_uid: z.number().int(),
  callee_uid: z.number().int(),
  call_type: z.number().int(),
  started_at: z.number().int(),
  ended_at: z.number().int(),
  connected_s: z.number().int().nonnegative(),
  free_s: z.number().int().nonnegative(),
  price_per_min: z.number().int().nonnegative(),
  minutes_billed: z.number().int().nonnegative(),
  minutes_refunded: z.number().int().nonnegative(),
  refunds: z.array(refund).readonly(),
  coins_spent: z.number().int().nonnegative(),
  key_id: z.string(),
});

export const signedReceiptSchema = z.object({ receipt: callReceiptSchema, signature: z.string() });

/** The refusal while the call has not ended on the server yet (a hang-up on its way): the app asks again shortly. */
export const RECEIPT_NOT_READY = 'RECEIPT.NOT_READY';

/** /call/receipt (ours, issue #19): the signed receipt of an ended call, for either party. */
export const callReceiptContract = defineContract({
  path: '/call/receipt',
  payload: z.object({ room_id: roomIdSchema }),
  response: signedReceiptSchema,
});
