import { z } from 'zod';
import { defineContract } from '../define-contract';

const count = z.number().int().nonnegative();

/**
 * /msg/get-total-unread (000 §7): unread messages in chats with people the caller follows
 * (the Followings tab's badge); ours: `unread_count`, over every chat.
 */
export const msgGetTotalUnreadContract = defineContract({
  path: '/msg/get-total-unread',
  payload: z.object({}),
  response: z.object({ follow_unread_count: count, unread_count: count }),
});
