import { z } from 'zod';
import { callPhaseSchema, roomIdSchema } from './call-room';

/**
 * Where a call stands, as /call/heartbeat, /call/connect, /call/decline and /call/end
 * answer: a client that lost its realtime channel learns from any of them that the call
 * ended, and why.
 */
export const callStatusSchema = z.object({
  room_id: roomIdSchema,
  status: callPhaseSchema,
  /** The end reason (000 §3, 1 cancel … 8 timeout), 0 while the call lasts. */
  reason: z.number().int().min(0).max(8),
  /** Whole seconds of connected media so far (or in all, once ended). */
  connected_s: z.number().int().nonnegative(),
  /** Minutes charged so far and the coins they cost the caller. */
  billed_minutes: z.number().int().nonnegative(),
  coins: z.number().int().nonnegative(),
  /** The asking party's coin balance. */
  balance: z.number().int().nonnegative(),
});

export type CallStatus = z.infer<typeof callStatusSchema>;
