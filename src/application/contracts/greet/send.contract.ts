import { z } from 'zod';
import { defineContract } from '../define-contract';
import { greetTargetsSchema } from './greet-targets';

/**
 * /greet/send (001 §7): the say-hi dialog's button. Each target gets a free greeting
 * message, at most one per target per day however often it is pressed; they leave the
 * caller's say-hi list. `sent` counts the greetings sent now.
 */
export const greetSendContract = defineContract({
  path: '/greet/send',
  payload: z.object({ target_uid_arr: greetTargetsSchema }),
  response: z.object({ sent: z.number().int().nonnegative() }),
});
