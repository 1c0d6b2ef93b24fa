import { z } from 'zod';
import { defineContract } from '../define-contract';
import { giftSchema } from './gift';

/** A gift the user owns: sending it from the bag costs no coins. */
export const bagGiftSchema = giftSchema.extend({ num: z.number().int().positive() });

/** /gift/bag (001 §7): the caller's gifts; `count` is how many gifts in all. */
export const giftBagContract = defineContract({
  path: '/gift/bag',
  payload: z.object({}),
  response: z.object({ list: z.array(bagGiftSchema), count: z.number().int().nonnegative() }),
});
