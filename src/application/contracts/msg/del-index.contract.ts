import { z } from 'zod';
import { defineContract } from '../define-contract';
import { chatIdSchema, chatTypeSchema } from './chat-ref';

/**
 * /msg/del-index (001 §7): removes a conversation from the caller's inbox and clears its
 * history on this side. The other side keeps theirs; a new message brings the row back.
 */
export const msgDelIndexContract = defineContract({
  path: '/msg/del-index',
  payload: z.object({ chat_id: chatIdSchema, chat_type: chatTypeSchema }),
  response: z.object({}).optional(),
});
