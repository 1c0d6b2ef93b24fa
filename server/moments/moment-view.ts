import type { Selectable } from 'kysely';
import { momentMediaSchema, type Moment } from '../../src/application/contracts/moment/moment.js';
import { callPeerOf } from '../calls/call-peer.js';
import type { UsersTable } from '../db/schema.js';
import type { MomentRow } from './moments-queries.js';

const mediaList = momentMediaSchema.array();

/** Moments as a list shows them, with their authors' cards; a moment whose author is gone is left out. */
export function momentsView(rows: readonly MomentRow[], authors: readonly Selectable<UsersTable>[], now: number): Moment[] {
  const byUid = new Map(authors.map((author) => [author.uid, author]));
  return rows.flatMap((row) => {
    const author = byUid.get(row.uid);
    if (author === undefined) return [];
    const media = mediaList.safeParse(row.media);
    return [{
      id: row.id, uid: row.uid, text: row.text, media: media.success ? media.data : [], status: row.review_status,
      like_count: row.like_count, liked: row.liked ? 1 : 0, created_at: row.created_at, user_info: callPeerOf(author, now),
    }];
  });
}
