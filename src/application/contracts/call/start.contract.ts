import { z } from 'zod';
import { defineContract } from '../define-contract';
import { callRoomSchema, callTypeSchema } from './call-room';

/**
 * /call/start (ours; the spec shows the call screen, not the call): the caller rings
 * `target_uid` from their page or a chat. Refused with `noCallSelf`, CALL.BUSY (the other
 * side is in a call; both call lists get the row), CALL.IN_CALL, CALL.BLOCKED (either of the
 * two blocked the other; nothing is rung nor recorded), or COINS.INSUFFICIENT
 * with a recharge_alert when there is no free period and the first minute is unpaid.
 */
export const callStartContract = defineContract({
  path: '/call/start',
  payload: z.object({
    target_uid: z.number().int().positive(),
    call_type: callTypeSchema,
    /** Where the call was started (a recharge source code); a recharge_alert carries it back. */
    from_type: z.union([z.string().max(64), z.number().int()]).optional(),
  }),
  response: callRoomSchema,
});
