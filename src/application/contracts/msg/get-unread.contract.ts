import { z } from 'zod';
import { defineContract } from '../define-contract';
import { chatIdSchema, chatTypeSchema } from './chat-ref';

const count = z.number().int().nonnegative();

/** /msg/get-unread (000 §7): unread messages of one chat (`count`) and of all (`total`). */
export const msgGetUnreadContract = defineContract({
  path: '/msg/get-unread',
  payload: z.object({ chat_id: chatIdSchema, chat_type: chatTypeSchema }),
  response: z.object({ count, total: count }),
});
