import { z } from 'zod';
import { MOMENT_TEXT_MAX } from '../../../domain';
import { defineContract } from '../define-contract';
import { momentMediaSchema, momentSchema } from './moment';

/**
 * /moment/publish (ours, for /pagesPub/edit/publish-moment): posts a moment for review.
 * A non-VIP pays MOMENT_POST_PRICE through the ledger (refunded if it is rejected); a VIP
 * posts free. `client_key` makes a retry post (and pay) once. Not enough coins is
 * COINS.INSUFFICIENT with a recharge callback.
 */
export const momentPublishContract = defineContract({
  path: '/moment/publish',
  payload: z.object({
    text: z.string().max(MOMENT_TEXT_MAX * 4).default(''),
    media: z.array(momentMediaSchema).max(12).default([]),
    client_key: z.string().min(8).max(64),
  }),
  response: z.object({ moment: momentSchema, cost: z.number().int().nonnegative(), balance: z.number().int().nonnegative() }),
});
