import { z } from 'zod';
import { defineContract } from '../define-contract';
import { chatIdSchema, chatTypeSchema } from './chat-ref';
import { cursorPart } from './sync-message';

/**
 * /msg/read (001 §7): the caller has read the chat up to its newest message. Its unread
 * count drops to 0 and the other side is told over the realtime channel (a `read` chat
 * event) so their checkmarks turn blue.
 */
export const msgReadContract = defineContract({
  path: '/msg/read',
  payload: z.object({ chat_type: chatTypeSchema, chat_id: chatIdSchema }),
  response: z.object({ read_mtime: cursorPart }),
});
