import { z } from 'zod';
import { REALTIME_MESSAGE_TYPE } from '../../../domain/constants';

const base = { type: z.literal(REALTIME_MESSAGE_TYPE.live), live_id: z.number().int() };

/**
 * Realtime type 5 (live message or signaling, 000 §6): what the server publishes on a
 * room's system topic (everyone inside hears it) and, for invites and gift banners, in a
 * follower's own inbox. Both ends parse with this one schema.
 */
export const liveEventSchema = z.discriminatedUnion('event', [
  z.object({ ...base, event: z.literal('join'), uid: z.number().int(), nickname: z.string(), viewers: z.number().int() }),
  z.object({ ...base, event: z.literal('leave'), uid: z.number().int(), viewers: z.number().int() }),
  z.object({ ...base, event: z.literal('chat'), id: z.string(), uid: z.number().int(), nickname: z.string(), content: z.string() }),
  z.object({
    ...base, event: z.literal('gift'), id: z.string(), uid: z.number().int(), nickname: z.string(),
    gift_id: z.number().int(), title: z.string(), icon: z.string(), svga_url: z.string(), coins: z.number().int(),
  }),
  z.object({ ...base, event: z.literal('kick'), uid: z.number().int() }),
  z.object({ ...base, event: z.literal('mute'), uid: z.number().int(), muted: z.boolean() }),
  /** The host went to a private call ('away') or came back ('back'). */
  z.object({ ...base, event: z.literal('away') }),
  z.object({ ...base, event: z.literal('back') }),
  /** The host's network dropped ('paused') or came back ('resumed'). */
  z.object({ ...base, event: z.literal('paused') }),
  z.object({ ...base, event: z.literal('resumed') }),
  z.object({ ...base, event: z.literal('end') }),
  /** To a follower's inbox: the host went live (notice banner type 4). */
  z.object({ ...base, event: z.literal('invite'), uid: z.number().int(), nickname: z.string(), avatar: z.string(), title: z.string() }),
  /** To a follower's inbox: someone sent a gift in a live they are not in (notice banner type 5). */
  z.object({ ...base, event: z.literal('gift_banner'), uid: z.number().int(), nickname: z.string(), host_nickname: z.string(), title: z.string(), icon: z.string() }),
]);
export type LiveEvent = z.output<typeof liveEventSchema>;
export type LiveEventOf<E extends LiveEvent['event']> = Extract<LiveEvent, { event: E }>;
