import { z } from 'zod';
import { goodsIdSchema, productTypeSchema } from '../coin/pay-item';

const urlText = z.string().trim().max(2_000);

/**
 * What /order/create and /order/transaction take (000 §7): the package, how it is paid
 * (`pay_type` 22 card; `pay_platform` 45/46 for a wallet), the buyer's email and country
 * for the provider, where the provider sends the browser back, and the recharge context
 * (`extras`: the URL-encoded JSON /coin/callback gave as `extra`).
 */
export const orderPayloadShape = {
  pay_type: z.number().int(),
  goods_id: goodsIdSchema,
  product_type: productTypeSchema,
  email: z.string().trim().max(254).optional(),
  country_code: z.string().trim().max(8).optional(),
  pay_platform: z.number().int().nonnegative().optional(),
  /** Where the browser returns after a redirect: a path of this site or a URL on `request_host`. */
  return_url: urlText.optional(),
  cancel_url: urlText.optional(),
  /** The origin the page runs on (https://host). */
  request_host: urlText.optional(),
  extras: z.union([z.string().max(2_000), z.record(z.string(), z.unknown())]).optional(),
};

export const orderPayloadSchema = z.object(orderPayloadShape);
export type OrderPayload = z.output<typeof orderPayloadSchema>;
