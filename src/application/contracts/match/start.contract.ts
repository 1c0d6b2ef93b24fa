import { z } from 'zod';
import { CALL_TYPE } from '../../../domain';
import { callTypeSchema } from '../call/call-room';
import { defineContract } from '../define-contract';
import { matchInfoSchema } from './match-info';

/**
 * /match/start (ours; the spec's "tap to start, finding"): join the match queue. VIP
 * members are matched first. The match is paid when a partner is found — a free match
 * (the welcome gift) first, else the match price (half for VIP). Refused with
 * COINS.INSUFFICIENT and a recharge_alert when neither is there, CALL.IN_CALL during a
 * call. Starting again while waiting keeps the place in the queue.
 */
export const matchStartContract = defineContract({
  path: '/match/start',
  payload: z.object({ call_type: callTypeSchema.default(CALL_TYPE.video) }),
  response: matchInfoSchema.extend({
    /** What this match will cost when found: 0 when a free match pays for it. */
    price: z.number().int().nonnegative(),
  }),
});
