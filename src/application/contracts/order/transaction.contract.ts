import { z } from 'zod';
import { IN_PAGE_CARD_FLOW } from '../../../domain';
import { defineContract } from '../define-contract';
import { orderPayloadShape } from './order-payload';

/** The browser fields the provider's 3-D Secure risk check wants (sent with is_direct_card 2). */
const BROWSER_FIELDS = ['java_enabled', 'color_depth', 'screen_height', 'screen_width', 'timezone_offset', 'user_agent', 'language'] as const;

/**
 * /order/transaction (000 §7): the in-page card flow. Opens a pending order and a card
 * transaction at the provider; with is_direct_card 2 the browser fields are required. The
 * card itself never reaches Glint: the checkout library sends it to the provider with the
 * token of /pay/start. Refused like /order/create.
 */
export const orderTransactionContract = defineContract({
  path: '/order/transaction',
  payload: z
    .object({
      ...orderPayloadShape,
      is_direct_card: z.union([z.literal(IN_PAGE_CARD_FLOW.withBrowserFields), z.literal(IN_PAGE_CARD_FLOW.plain)]),
      java_enabled: z.union([z.boolean(), z.literal(0), z.literal(1)]).optional(),
      color_depth: z.number().int().nonnegative().optional(),
      screen_height: z.number().int().nonnegative().optional(),
      screen_width: z.number().int().nonnegative().optional(),
      /** Minutes, as Date#getTimezoneOffset gives them. */
      timezone_offset: z.number().int().optional(),
      user_agent: z.string().max(1_000).optional(),
      language: z.string().max(35).optional(),
    })
    .superRefine((payload, context) => {
      if (payload.is_direct_card !== IN_PAGE_CARD_FLOW.withBrowserFields) return;
      for (const key of BROWSER_FIELDS) {
        if (payload[key] === undefined) context.addIssue({ code: 'custom', path: [key], message: `${key} is required when is_direct_card is 2` });
      }
    }),
  response: z.object({
    transaction_id: z.string().min(1),
    order_no: z.string().min(1),
  }),
});
