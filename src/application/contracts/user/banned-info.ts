import { z } from 'zod';

/**
 * `banned_infos` (000 §3, §6): why and until when the account is banned. The spec names
 * the field but not its content; these are ours.
 */
export const bannedInfoSchema = z.object({
  reason: z.string(),
  /** Epoch ms when the ban started. */
  banned_at: z.number().int().nonnegative(),
  /** Epoch ms when it lapses; null until an operator lifts it. */
  until: z.number().int().nonnegative().nullable(),
});

export type BannedInfo = z.infer<typeof bannedInfoSchema>;
