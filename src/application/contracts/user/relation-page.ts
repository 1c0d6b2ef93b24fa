import { z } from 'zod';
import { callPeerSchema } from '../call/call-peer';
import { binaryFlag } from './current-user';

/** Ours: rows per page of the followings, fans, visitors and blocked lists. */
export const RELATION_PAGE_SIZE = 20;

/**
 * Where the next page starts: the last row's `at` and uid, "<at>:<uid>". Rows are ordered
 * by (at, uid) newest first, so a row added or removed meanwhile never shifts the next page
 * (no row repeated, none skipped).
 */
export const relationCursorSchema = z.string().regex(/^\d{1,16}:\d{1,16}$/);

export const relationPagePayload = z.object({ cursor: relationCursorSchema.optional() });

/**
 * One user in a list of users (followings, fans, visitors, blocked): their card, whether
 * the viewer follows them and they follow the viewer (following, followed, follow back,
 * mutual: 001 §4), `at` when the relation began (the follow, the latest counted visit,
 * the block) and `is_new` when the viewer had not seen it before opening this list.
 */
export const relationRowSchema = callPeerSchema.extend({
  is_follow: binaryFlag,
  is_followed: binaryFlag,
  at: z.number().int().nonnegative(),
  is_new: binaryFlag,
});

export type RelationRow = z.infer<typeof relationRowSchema>;

export const relationPageSchema = z.object({ list: z.array(relationRowSchema), cursor: relationCursorSchema.nullable() });

export type RelationPage = z.infer<typeof relationPageSchema>;
