import { z } from 'zod';
import { ONLINE_STATUS } from '../../../domain';
import { callPeerSchema } from '../call/call-peer';
import { binaryFlag } from './current-user';
import { albumPhotoSchema, videoShowSchema } from './profile-media';

/**
 * Another user's public card (000 §3 "other user card") as the user page shows it: the
 * call card plus online status, whether the viewer follows them, their call prices (coins
 * per minute, 0 for an ordinary user), follower counts, avatar labels and the viewer's
 * intimacy with them.
 */
export const userCardSchema = callPeerSchema.extend({
  online_status: z.union([z.literal(ONLINE_STATUS.offline), z.literal(ONLINE_STATUS.online), z.literal(ONLINE_STATUS.chatting), z.literal(ONLINE_STATUS.rest)]),
  is_follow: binaryFlag,
  /** Ours: 1 when the user follows the viewer (001 §4: unfollowing a mutual follow asks first). */
  is_followed: binaryFlag.optional(),
  is_host: binaryFlag,
  video_call_gold: z.number().int().nonnegative(),
  voice_call_gold: z.number().int().nonnegative(),
  /** "About me"; '' when none or the profile is hidden. */
  signature: z.string(),
  /** Languages spoken, a comma list of ISO 639-1 codes; '' when none or the profile is hidden. */
  speak_language: z.string(),
  /** The album in the owner's order, the profile photo first when they chose so; [] when the profile is hidden. */
  album: z.array(albumPhotoSchema).default([]),
  /** The video show; null when none or the profile is hidden. */
  video_show: videoShowSchema.nullable().default(null),
  /** The labels their avatar may wear (domain/profile/avatar-labels); the view shows the first of init's avatar_rules. Empty for a hidden profile. */
  avatar_labels: z.array(z.string()).default([]),
  /** The viewer's intimacy level with them, 0 (meet) to 5 (togetherness): domain/profile/intimacy. */
  intimacy: z.number().int().nonnegative().default(0),
  fans_num: z.number().int().nonnegative(),
  focus_num: z.number().int().nonnegative(),
});

export type UserCard = z.infer<typeof userCardSchema>;
