import { z } from 'zod';
import { defineContract } from '../define-contract';
import { liveIdSchema } from './live-room';

/** /live/gift (ours): a viewer sends a gift to the host of the room it is in; everyone in the room sees it. */
export const liveGiftContract = defineContract({
  path: '/live/gift',
  payload: z.object({ live_id: liveIdSchema, gift_id: z.number().int().positive(), client_msg_id: z.string().min(1).max(64) }),
  response: z.object({ balance: z.number().int().nonnegative() }),
});
