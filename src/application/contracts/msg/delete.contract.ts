import { z } from 'zod';
import { defineContract } from '../define-contract';
import { chatIdSchema, chatTypeSchema } from './chat-ref';
import { cursorPart } from './sync-message';

/**
 * /msg/delete (001 §7): removes a message from the caller's side only (delete is always
 * offered, 001 §6). The message is named by its mtime; ours: its `id` names it exactly
 * when several share an mtime.
 */
export const msgDeleteContract = defineContract({
  path: '/msg/delete',
  payload: z.object({ chat_id: chatIdSchema, chat_type: chatTypeSchema, mtime: cursorPart, id: z.number().int().positive().optional() }),
  response: z.object({ deleted: z.number().int().nonnegative() }),
});
