import { z } from 'zod';
import { PAYMENT_STATUS, REALTIME_MESSAGE_TYPE } from '../../../domain';
import { payEventSchema } from '../msg/sync.contract';
import { productTypeSchema } from '../coin/pay-item';

export const paymentStatusSchema = z.union([
  z.literal(PAYMENT_STATUS.default), z.literal(PAYMENT_STATUS.pending), z.literal(PAYMENT_STATUS.success),
  z.literal(PAYMENT_STATUS.timeout), z.literal(PAYMENT_STATUS.cancel), z.literal(PAYMENT_STATUS.fail),
]);

/** What a payment event says about its order (the `data` of a pay event). */
export const payEventDataSchema = z.object({
  status: paymentStatusSchema,
  goods_id: z.string(),
  product_type: productTypeSchema,
  pay_type: z.number().int(),
  /** Coins the order credited (0 unless paid). */
  coins: z.number().int().nonnegative(),
  /** The buyer's balance right after. */
  balance: z.number().int().nonnegative(),
  /** VIP expiry, epoch ms (0 when never a member). */
  vip_exp: z.number().int().nonnegative(),
  money: z.string(),
  currency: z.string(),
  /** Why a failed, cancelled or expired order ended ('' when paid). */
  failure: z.string(),
  from_type: z.string(),
});

/**
 * Realtime type 34 (000 §7): a payment settled. The same event waits in /msg/sync's
 * pay_event_list until /pay/event-ack, so a client that was offline still learns of it.
 * `kind` is paid, failed, cancelled, expired or refunded.
 */
export const payEventMessageSchema = payEventSchema.extend({
  type: z.literal(REALTIME_MESSAGE_TYPE.paymentEvent),
  data: payEventDataSchema,
});

export type PayEventData = z.infer<typeof payEventDataSchema>;
export type PayEventMessage = z.infer<typeof payEventMessageSchema>;
