import { z } from 'zod';
import { MESSAGE_PAGE_SIZE } from '../../../domain';
import { defineContract } from '../define-contract';
import { binaryFlag } from '../user/current-user';
import { userInfosSchema } from './chat-user';
import { chatIdSchema, chatTypeSchema } from './chat-ref';
import { cursorPart, syncMessageSchema } from './sync-message';

/**
 * /msg/sync-detail (001 §7): one chat's messages, MESSAGE_PAGE_SIZE at a time, oldest
 * first in the list. With `last_mtime` > 0: the messages after it (catch up); else with
 * `mtime` > 0: the page before it (older history); else the newest page. `has_more` says
 * whether further messages lie in that direction. The caller's own text messages carry
 * `original_content` when screening masked them — only the sender ever sees it.
 */
export const msgSyncDetailContract = defineContract({
  path: '/msg/sync-detail',
  payload: z.object({
    chat_id: chatIdSchema,
    chat_type: chatTypeSchema,
    /** Older than this message time (ms). */
    mtime: cursorPart.optional(),
    /** Ours: with `mtime`, the id of that message, so equal times are neither skipped nor repeated. */
    before_id: cursorPart.optional(),
    /** Newer than this message time (ms). */
    last_mtime: cursorPart.optional(),
    /** Ours: with `last_mtime`, the id of that message. */
    last_id: cursorPart.optional(),
  }),
  response: z.object({
    list: z.array(syncMessageSchema).max(MESSAGE_PAGE_SIZE),
    user_infos: userInfosSchema,
    has_more: binaryFlag,
    /** Ours: the other side's read mark (ms): messages at or before it are read (isReadByPeer). */
    peer_read_mtime: cursorPart,
  }),
});
