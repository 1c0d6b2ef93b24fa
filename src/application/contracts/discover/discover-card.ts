import { z } from 'zod';
import { ONLINE_STATUS } from '../../../domain';
import { callPeerSchema } from '../call/call-peer';
import { binaryFlag } from '../user/current-user';
import { videoShowSchema } from '../user/profile-media';

/** Not one of ONLINE_STATUS (the spec lists only states of someone present): no dot. */
export const OFFLINE_STATUS = 0;

/**
 * A card of the Discover feed: the call card plus what the feed shows — the video show, the online dot,
 * the live badge, popularity (coins spent on them in the last 24 hours) and the price per
 * minute of a video and a voice call (what /call/start would lock now).
 */
export const discoverCardSchema = callPeerSchema.extend({
  online_status: z.union([z.literal(OFFLINE_STATUS), z.literal(ONLINE_STATUS.online), z.literal(ONLINE_STATUS.chatting), z.literal(ONLINE_STATUS.rest)]),
  is_live: binaryFlag,
  popularity: z.number().int().nonnegative(),
  /** The labels their avatar may wear; the card shows the first of init's avatar_rules (as the user page does). */
  avatar_labels: z.array(z.string()),
  video_call_gold: z.number().int().nonnegative(),
  voice_call_gold: z.number().int().nonnegative(),
  /** The video show the card plays instead of the avatar (issue #14 "avatar or video show"); null when none. */
  video_show: videoShowSchema.nullable().default(null),
});

export type DiscoverCard = z.infer<typeof discoverCardSchema>;
