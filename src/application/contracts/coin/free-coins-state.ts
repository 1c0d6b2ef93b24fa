import { z } from 'zod';
import { FREE_COINS_EXHAUSTED } from '../../../domain';

/**
 * Seconds until free coins can be claimed: 0 (or less) claimable now, above 0 the
 * cooldown the card counts down in mm:ss, −1 no more free coins (the card is hidden).
 */
export const afterTimeSchema = z.number().int().min(FREE_COINS_EXHAUSTED);

/** The free-coins card of the balance sheet: what one claim gives and when it can be made. */
export const freeCoinsStateSchema = z.object({
  coins: z.number().int().nonnegative(),
  after_time: afterTimeSchema,
});
