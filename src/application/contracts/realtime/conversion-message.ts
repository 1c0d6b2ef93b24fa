import { z } from 'zod';
import { REALTIME_MESSAGE_TYPE } from '../../../domain/constants';

/**
 * The conversions the server reports (ours; the spec names type 26 "conversion status" and
 * the /login/adjust-cv call, not the events): a user's first paid order, and every later one.
 */
export const CONVERSION_EVENT = { firstPurchase: 'first_purchase', purchase: 'purchase' } as const;

/**
 * Type 26 (000 §7 "26 conversion status"): the server saw a conversion of this user (a
 * paid order). The app hands it to the install attribution with /login/adjust-cv, so the
 * conversion value counts what the server knows, not what one device saw.
 */
export const conversionMessageSchema = z.object({
  type: z.literal(REALTIME_MESSAGE_TYPE.conversion),
  event: z.enum([CONVERSION_EVENT.firstPurchase, CONVERSION_EVENT.purchase]),
  /** Paid orders of the user so far, this one included: the conversion value. */
  value: z.number().int().positive(),
});

export type ConversionMessage = z.output<typeof conversionMessageSchema>;

export const conversionMessage = (event: ConversionMessage['event'], value: number): ConversionMessage => ({ type: REALTIME_MESSAGE_TYPE.conversion, event, value });
