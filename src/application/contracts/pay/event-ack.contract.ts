import { z } from 'zod';
import { defineContract } from '../define-contract';

const eventId = z.number().int().positive();

/**
 * /pay/event-ack (000 §7): the client has handled these payment events (realtime type 34,
 * /msg/sync pay_event_list); they are not delivered again. Ids that are not the caller's
 * or already acknowledged are ignored. Answers how many were newly acknowledged.
 */
export const payEventAckContract = defineContract({
  path: '/pay/event-ack',
  payload: z.object({ event_id: z.union([eventId, z.array(eventId).min(1).max(200)]) }),
  response: z.object({ acked: z.number().int().nonnegative() }),
});
