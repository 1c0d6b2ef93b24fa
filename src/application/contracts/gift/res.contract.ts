import { z } from 'zod';
import { defineContract } from '../define-contract';
import { giftSchema } from './gift';

/** /gift/res (001 §7): the gift catalogue, cached by `version` (config_version.gift of /profile/init). */
export const giftResContract = defineContract({
  path: '/gift/res',
  payload: z.object({}),
  response: z.object({ version: z.number().int().nonnegative(), res: z.array(giftSchema) }),
});
