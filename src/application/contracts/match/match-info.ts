import { z } from 'zod';

const coins = z.number().int().nonnegative();

/** Match index info (000 §3): free matches left and the three match prices. */
export const matchInfoSchema = z.object({
  match_free_count: coins,
  vip_match_price: coins,
  pay_user_match_price: coins,
  free_user_match_price: coins,
});

export type MatchInfo = z.infer<typeof matchInfoSchema>;
