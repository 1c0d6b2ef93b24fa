import { z } from 'zod';
import { SENSITIVE_STATUS } from '../../../domain';
import { defineContract } from '../define-contract';
import { chatRefShape, hasChatRef, CHAT_REF_MESSAGE } from './chat-ref';

/**
 * /msg/send-status (001 §7): whether this chat may carry contact details unmasked
 * (sensitive_status 1) — ours: when the two users follow each other. Screening still
 * flags such text; it just is not masked.
 */
export const msgSendStatusContract = defineContract({
  path: '/msg/send-status',
  payload: z.object({ ...chatRefShape }).refine(hasChatRef, { message: CHAT_REF_MESSAGE }),
  response: z.object({
    sensitive_status: z.union([z.literal(SENSITIVE_STATUS.masked), z.literal(SENSITIVE_STATUS.allowed)]),
  }),
});
