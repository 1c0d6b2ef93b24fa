import { z } from 'zod';
import { defineContract } from '../define-contract';
import { clientMsgIdSchema } from '../msg/send-message';
import { cursorPart } from '../msg/sync-message';

/** Ours: the most gifts of one kind sent at once. */
export const GIFT_SEND_MAX_NUMBER = 999;

/**
 * /gift/send (001 §7): a gift to a user. The sender pays price × number coins (none with
 * a `gift_source`: the gift comes from the bag), a host receiver earns points, and the gift
 * arrives as a gift message (msg_type 5) whose content says what it was worth: income
 * (coins), income_uid, receive_point and income_hide. A coin shortfall answers ok 0 with a
 * recharge_alert callback (need_coins, from_type = recharge_from_type). `client_msg_id`
 * makes a retry send and charge once.
 */
export const giftSendContract = defineContract({
  path: '/gift/send',
  payload: z.object({
    gift_id: z.number().int().positive(),
    to_uid: z.number().int().positive(),
    /** Where the gift was sent from (SEND_ORIGIN). */
    from_type: z.number().int().optional(),
    number: z.number().int().min(1).max(GIFT_SEND_MAX_NUMBER).default(1),
    /** Where a recharge started from here should report it came from. */
    recharge_from_type: z.union([z.number().int(), z.string()]).optional(),
    /** What the client was doing (e.g. 'chat', 'call'); recorded with the gift. */
    action: z.union([z.number().int(), z.string()]).optional(),
    /** Set when the gift comes from the bag. */
    gift_source: z.string().optional(),
    /** 1 when the gift answers a gift request (msg_type 21). */
    from_ask: z.number().int().min(0).max(1).optional(),
    client_msg_id: clientMsgIdSchema.optional(),
  }),
  response: z.object({
    balance: z.number().int().nonnegative(),
    receive_point: z.number().int().nonnegative(),
    chat_id: z.number().int().positive(),
    id: z.number().int().positive(),
    mtime: cursorPart,
    /** The gift message's content (a JSON string). */
    msg_content: z.string(),
  }),
});
