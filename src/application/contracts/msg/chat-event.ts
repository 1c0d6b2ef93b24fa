import { z } from 'zod';
import { REALTIME_MESSAGE_TYPE } from '../../../domain';
import { chatUserSchema } from './chat-user';
import { cursorPart, syncMessageSchema } from './sync-message';

/**
 * What the server pushes on `u/<uid>/in` with realtime type 1 (chat). Every session of
 * the user gets it, QoS 1: a message may come twice (tell copies apart by id, mergeMessages)
 * and /msg/sync fills any gap.
 *
 * - `message`: a new message in one of the user's chats (theirs from another device too),
 *   with the sender as a chat user for the notice banner.
 * - `read`: `reader_uid` has read `chat_id` up to `read_mtime`.
 */
export const chatEventSchema = z.discriminatedUnion('event', [
  z.object({
    type: z.literal(REALTIME_MESSAGE_TYPE.chat),
    event: z.literal('message'),
    message: syncMessageSchema,
    sender: chatUserSchema,
  }),
  z.object({
    type: z.literal(REALTIME_MESSAGE_TYPE.chat),
    event: z.literal('read'),
    chat_id: z.number().int().positive(),
    reader_uid: z.number().int().positive(),
    read_mtime: cursorPart,
  }),
]);

export type ChatEvent = z.output<typeof chatEventSchema>;
