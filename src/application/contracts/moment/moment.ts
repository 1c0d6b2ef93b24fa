import { z } from 'zod';
import { MOMENT_STATUS } from '../../../domain';
import { callPeerSchema } from '../call/call-peer';
import { binaryFlag } from '../user/current-user';

/** A photo or a video of a moment, a file of our own upload storage. */
export const momentMediaSchema = z.object({
  kind: z.enum(['image', 'video']),
  url: z.string().min(1).max(500),
  width: z.number().int().nonnegative().default(0),
  height: z.number().int().nonnegative().default(0),
  /** A video's seconds. */
  duration: z.number().positive().optional(),
  /** A video's cover picture (also our upload storage). */
  cover: z.string().max(500).optional(),
});

export type MomentMediaItem = z.infer<typeof momentMediaSchema>;

const statuses = Object.values(MOMENT_STATUS);

/** A moment as a list shows it; `status` is the review state (001 §4), `liked` whether the viewer liked it. */
export const momentSchema = z.object({
  id: z.number().int().positive(),
  uid: z.number().int().positive(),
  text: z.string(),
  media: z.array(momentMediaSchema),
  status: z.number().int().refine((status) => statuses.includes(status as (typeof statuses)[number]), 'unknown moment status'),
  like_count: z.number().int().nonnegative(),
  liked: binaryFlag,
  created_at: z.number().int(),
  user_info: callPeerSchema,
});

export type Moment = z.infer<typeof momentSchema>;
