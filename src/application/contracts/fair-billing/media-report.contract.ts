import { z } from 'zod';
import { MEDIA_STATES } from '../../../domain';
import { defineContract } from '../define-contract';
import { roomIdSchema } from '../call/call-room';

/**
 * /call/media-report (ours, issue #19): a party of a connected call says how its media is
 * doing, every MEDIA_REPORT_INTERVAL_MS and on each change; sent through the request layer,
 * so it is signed with the sender's session key. Answers whether the per-minute meter
 * stands still now (the call screen says "billing paused" only then).
 */
export const callMediaReportContract = defineContract({
  path: '/call/media-report',
  payload: z.object({ room_id: roomIdSchema, state: z.enum(MEDIA_STATES) }),
  response: z.object({ billing_paused: z.boolean() }),
});
