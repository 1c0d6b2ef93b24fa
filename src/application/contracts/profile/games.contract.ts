import { z } from 'zod';
import { defineContract } from '../define-contract';
import { gameItemSchema } from '../game/game-item';

/** /profile/games (001 §7): the games, cached by `version` (the list changes only when the games do). */
export const profileGamesContract = defineContract({
  path: '/profile/games',
  payload: z.object({}),
  response: z.object({ version: z.number().int().nonnegative(), list: z.array(gameItemSchema) }),
});
