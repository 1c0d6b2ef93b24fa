import { z } from 'zod';
import { defineContract } from '../define-contract';
import { liveRoomSchema } from './live-room';

/** /live/list (ours): the rooms live now, most watched first. */
export const liveListContract = defineContract({
  path: '/live/list',
  payload: z.object({}),
  response: z.object({ list: z.array(liveRoomSchema) }),
});
