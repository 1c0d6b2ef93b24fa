import { z } from 'zod';
import { binaryFlag, cardAgeSchema } from '../user/current-user';

/**
 * The other party of a call or match, as the call screen and the call list show them
 * (the spec's "other user card", 000 §3, without the follow and label fields those
 * screens fetch elsewhere). Privacy flags travel so the client can show a hidden profile
 * as 'mystery'.
 */
export const callPeerSchema = z.object({
  uid: z.number().int().positive(),
  nickname: z.string(),
  avatar: z.string(),
  small_avatar: z.string(),
  is_vip: binaryFlag,
  is_auth: binaryFlag,
  auth_status: z.number().int(),
  level: z.number().int().nonnegative(),
  /** Whole years, or null when unknown: another user's card never carries the birthday itself. */
  age: cardAgeSchema,
  country_code: z.string(),
  country_flag: z.string(),
  hide_profile: binaryFlag,
  hide_vip: binaryFlag,
  hide_level: binaryFlag,
  /** An invented demo host (1): every screen labels them "Demo" and nothing with them costs coins. */
  is_demo: binaryFlag,
});

export type CallPeer = z.infer<typeof callPeerSchema>;
