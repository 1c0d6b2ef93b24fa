import { z } from 'zod';
import { chatUserSchema } from '../msg/chat-user';
import { defineContract } from '../define-contract';

/**
 * /greet/list (ours; 001 §6 "Say-hi dialog: lists matched users, all preselected"): the
 * caller's say-hi list — people a match put there, not yet greeted nor dismissed, neither
 * side blocking — newest first, at most GREET_TARGETS_MAX (what one say-hi reaches).
 */
export const greetListContract = defineContract({
  path: '/greet/list',
  payload: z.object({}),
  response: z.object({ list: z.array(chatUserSchema) }),
});
