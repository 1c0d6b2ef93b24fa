import { z } from 'zod';
import { defineContract } from '../define-contract';

/** /game/detail (001 §7): opens a play session of a game; the frame gets its `session_id`. */
export const gameDetailContract = defineContract({
  path: '/game/detail',
  payload: z.object({ game_id: z.number().int().positive() }),
  response: z.object({ session_id: z.string().min(1) }),
});
