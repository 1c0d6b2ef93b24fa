import { z } from 'zod';
import { defineContract } from '../define-contract';
import { cursorPart } from './sync-message';

/** /msg/sync-ack (000 §7): the client stored everything up to this cursor. */
export const msgSyncAckContract = defineContract({
  path: '/msg/sync-ack',
  payload: z.object({ last_sync_mtime: cursorPart, last_sync_id: cursorPart.optional() }),
  response: z.object({}).optional(),
});
