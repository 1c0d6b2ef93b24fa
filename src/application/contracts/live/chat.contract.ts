import { z } from 'zod';
import { defineContract } from '../define-contract';
import { liveIdSchema } from './live-room';

export const LIVE_CHAT_MAX_CHARS = 200;

/** /live/chat (ours): says something in a room; screened like a message, then published on the room's topic. */
export const liveChatContract = defineContract({
  path: '/live/chat',
  payload: z.object({ live_id: liveIdSchema, content: z.string().trim().min(1).max(LIVE_CHAT_MAX_CHARS) }),
  response: z.object({}).optional(),
});
