import { z } from 'zod';
import { defineContract } from '../define-contract';
import { liveRoomSchema } from './live-room';

/** The largest cover picture (a JPEG data URL) a host may send. */
export const LIVE_COVER_MAX_CHARS = 200_000;
export const LIVE_TITLE_MAX_CHARS = 60;

/** /live/start (ours): a host goes live; a host already live gets its open room back. */
export const liveStartContract = defineContract({
  path: '/live/start',
  payload: z.object({
    title: z.string().trim().min(1).max(LIVE_TITLE_MAX_CHARS),
    cover: z.string().max(LIVE_COVER_MAX_CHARS).regex(/^(data:image\/jpeg;base64,[A-Za-z0-9+/=]+)?$/).default(''),
  }),
  response: liveRoomSchema,
});
