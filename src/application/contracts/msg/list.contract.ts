import { z } from 'zod';
import { INBOX_TAB, MESSAGE_PAGE_SIZE } from '../../../domain';
import { defineContract } from '../define-contract';
import { binaryFlag } from '../user/current-user';
import { userInfosSchema } from './chat-user';
import { cursorPart, syncMessageSchema } from './sync-message';

/** One inbox row (001 §3 "Conversation index item"): the chat and its newest visible message. */
export const inboxItemSchema = z.object({
  chat_id: z.number().int().positive(),
  chat_type: z.number().int(),
  /** The newest message's type and content (a JSON string); 0 and '' when it was deleted on this side. */
  msg_type: z.number().int(),
  msg_content: z.string(),
  /** Milliseconds; the row's place in the inbox. */
  mtime: z.number().int().nonnegative(),
  /** Seconds (mtime / 1000). */
  ctime: z.number().int().nonnegative(),
  unread: z.number().int().nonnegative(),
  remark: z.string(),
  is_top: binaryFlag,
  /** The other participant(s), by uid. */
  user_infos: userInfosSchema,
  /** The newest message in full (its id, sender and client id), or empty. */
  list: z.array(syncMessageSchema).max(1),
});

/**
 * /msg/list (001 §7): the inbox, newest first, MESSAGE_PAGE_SIZE rows a page. `type`
 * picks the tab (0 all, 1 unread, 2 followings). Load more with the returned
 * (last_sync_mtime, last_chat_id); `top_mtime` asks only for rows changed after it (a
 * refresh of the top). `unread` and `follow_unread` are the totals over every chat.
 */
export const msgListContract = defineContract({
  path: '/msg/list',
  payload: z.object({
    /** The cursor of the previous page: rows strictly older than it; 0 or absent from the top. */
    last_sync_mtime: cursorPart.optional(),
    /** Ours: the chat id of that cursor row, so rows sharing its mtime are neither skipped nor repeated. */
    last_chat_id: cursorPart.optional(),
    /** Only rows whose newest message is after this (ms). */
    top_mtime: cursorPart.optional(),
    type: z.union([z.literal(INBOX_TAB.all), z.literal(INBOX_TAB.unread), z.literal(INBOX_TAB.followings)]).default(INBOX_TAB.all),
  }),
  response: z.object({
    list: z.array(inboxItemSchema).max(MESSAGE_PAGE_SIZE),
    has_more: binaryFlag,
    last_sync_mtime: cursorPart,
    last_chat_id: cursorPart,
    unread: z.number().int().nonnegative(),
    follow_unread: z.number().int().nonnegative(),
  }),
});

export type InboxItem = z.output<typeof inboxItemSchema>;
export type InboxPage = z.output<(typeof msgListContract)['response']>;
