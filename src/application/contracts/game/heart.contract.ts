import { z } from 'zod';
import { defineContract } from '../define-contract';

/** /game/heart (001 §7): every 30 s while the game is open; a session without one for long is over. */
export const gameHeartContract = defineContract({
  path: '/game/heart',
  payload: z.object({ game_id: z.number().int().positive(), session_id: z.string().min(1) }),
  response: z.object({}).passthrough(),
});
