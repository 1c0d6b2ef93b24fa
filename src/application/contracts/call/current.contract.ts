import { z } from 'zod';
import { defineContract } from '../define-contract';
import { callSignalSchema } from './call-signal';

/**
 * /call/current (ours; the spec has no call for it): what a client asks on every realtime
 * connect, as /msg/sync is for messages, so that a ring published while its app was
 * starting, reloading or reconnecting is not lost. The answer is the type-3 messages the
 * client would have had, worded as the pushes were, oldest first: the ring of a call
 * ringing for the user now, or the ring and the end of the last call that stopped ringing
 * for it unanswered (the caller cancelled, or nobody answered) within the last ring time
 * — an older one is only a row in the call list. A match call is never in it: matching
 * announces its calls itself (type 4).
 */
export const callCurrentContract = defineContract({
  path: '/call/current',
  payload: z.object({}),
  response: z.object({ signals: z.array(callSignalSchema) }),
});
