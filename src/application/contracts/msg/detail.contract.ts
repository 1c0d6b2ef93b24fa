import { z } from 'zod';
import { SEND_LIMIT_LEVEL } from '../../../domain';
import { defineContract } from '../define-contract';
import { binaryFlag } from '../user/current-user';
import { chatUserSchema } from './chat-user';
import { chatRefShape, hasChatRef, CHAT_REF_MESSAGE } from './chat-ref';
import { cursorPart } from './sync-message';

/** One album picture of the first-contact card. */
export const albumPictureSchema = z.object({
  url: z.string(),
  width: z.number().int().nonnegative(),
  height: z.number().int().nonnegative(),
});

/**
 * /msg/detail (001 §3 "Chat detail response"): who the chat is with and what sending costs.
 * Opening a chat by `to_uid` creates it, so the answer always names its `chat_id`.
 * `album` holds up to FIRST_CONTACT_ALBUM_THUMBNAILS pictures, `album_count` all of them.
 */
export const msgDetailContract = defineContract({
  path: '/msg/detail',
  payload: z.object({ ...chatRefShape }).refine(hasChatRef, { message: CHAT_REF_MESSAGE }),
  response: z.object({
    chat_id: z.number().int().positive(),
    chat_type: z.number().int(),
    user_info: chatUserSchema,
    album: z.array(albumPictureSchema),
    album_count: z.number().int().nonnegative(),
    /** The other side has written in this chat. */
    chat_is_reply: binaryFlag,
    /** The caller has written in this chat. */
    mine_is_reply: binaryFlag,
    /** A line to show above the input (the price, free messages left); '' when none. */
    send_alert_tips: z.string(),
    send_limit_level: z.union([z.literal(SEND_LIMIT_LEVEL.free), z.literal(SEND_LIMIT_LEVEL.freeQuota), z.literal(SEND_LIMIT_LEVEL.paid)]),
    /** Ours: coins the next message costs once the free ones are used (0: always free). */
    price: z.number().int().nonnegative(),
    /** Ours: free messages left in this chat. */
    free_left: z.number().int().nonnegative(),
    /** Ours: the other side's read mark (ms). */
    peer_read_mtime: cursorPart,
  }),
});

export type ChatDetail = z.output<(typeof msgDetailContract)['response']>;
