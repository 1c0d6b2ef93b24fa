import { z } from 'zod';
import { PAID_TIP_TYPE } from '../../../domain';
import { callPeerSchema } from '../call/call-peer';
import { defineContract } from '../define-contract';
import { binaryFlag } from '../user/current-user';
import { freeCoinsStateSchema } from './free-coins-state';
import { payItemSchema } from './pay-item';

const codeOrName = z.union([z.number().int(), z.string().max(64)]);

export const tipsTypeSchema = z.union([
  z.literal(PAID_TIP_TYPE.vipOffer), z.literal(PAID_TIP_TYPE.saleList), z.literal(PAID_TIP_TYPE.plain), z.literal(PAID_TIP_TYPE.vipExpired),
]);

/**
 * /coin/callback (000 §7): the recharge popup's data. `from_type` (a recharge source code)
 * and the shortfall (`diff_coin`, `need_coins`) say why it opened; `from_id` is the user
 * the user was trying to reach (call, message, gift), shown as `target_info`. When a
 * discount scenario applies, `sid` names it and its offer comes in `sale_pay_item`,
 * `sale_list` and `vip_pay_item` with `alert_remain_time` seconds left.
 */
export const coinCallbackContract = defineContract({
  path: '/coin/callback',
  payload: z.object({
    order_source: codeOrName.optional(),
    click_type: z.number().int().optional(),
    is_global: z.number().int().optional(),
    from_type: codeOrName.optional(),
    diff_coin: z.number().int().nonnegative().optional(),
    need_coins: z.number().int().nonnegative().optional(),
    from_id: codeOrName.optional(),
    room_id: z.number().int().nonnegative().optional(),
    /** URL-encoded JSON with from_id, from_type, sid. */
    extra: z.string().max(2_000).optional(),
  }),
  response: z.object({
    /** The coin packages. */
    list: z.array(payItemSchema),
    /** The VIP offer; null for VIP members (the sheet hides it). */
    vip_pay_item: payItemSchema.nullable(),
    /** The super/sale offer of the open discount scenario, if any. */
    sale_pay_item: payItemSchema.nullable(),
    /** Hot packages, two per row. */
    hot_list: z.array(payItemSchema),
    free_coins: freeCoinsStateSchema,
    /** The request's recharge context, echoed for the purchase calls. */
    params: z.record(z.string(), z.union([z.string(), z.number()])),
    /** URL-encoded JSON {from_id, from_type, sid}, passed on to /order/create as `extras`. */
    extra: z.string(),
    /** Hot packages first, then the rest: the order the sheet lists them in. */
    merge_list: z.array(payItemSchema),
    /** Every discount item of the open scenario. */
    sale_list: z.array(payItemSchema),
    tips_type: tipsTypeSchema,
    /** The user the recharge is for (call, message, gift target), else null. */
    target_info: callPeerSchema.nullable(),
    order_from: z.string(),
    /** The discount scenario (trigger type 1–9), 0 for none. */
    sid: z.number().int().min(0).max(9),
    alert_remain_time: z.number().int().nonnegative(),
    balance: z.number().int().nonnegative(),
    is_vip: binaryFlag,
  }),
});
