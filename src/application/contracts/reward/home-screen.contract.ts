import { z } from 'zod';
import { defineContract } from '../define-contract';

/**
 * /reward/home-screen (ours; 000 §9 "add-to-homescreen reward in coins"): the app was
 * installed (the browser's `appinstalled`, or the native shell says so). The reward is
 * credited once per account: `granted` is 0 when it was already paid.
 */
export const homeScreenRewardContract = defineContract({
  path: '/reward/home-screen',
  payload: z.object({ source: z.enum(['web', 'native']) }),
  response: z.object({ granted: z.union([z.literal(0), z.literal(1)]), coins: z.number().int().nonnegative(), balance: z.number().int().nonnegative() }),
});
