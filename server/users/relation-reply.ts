import type { RelationPage } from '../../src/application/contracts/user/relation-page.js';
import { callPeerOf } from '../calls/call-peer.js';
import type { RelationCursor, RelationRecord } from './relation-queries.js';

const flag = (value: boolean): 0 | 1 => (value ? 1 : 0);

/** The wire cursor "<at>:<uid>" (the contract checked its shape); null for the first page. */
export function relationCursorOf(cursor: string | undefined): RelationCursor | null {
  if (cursor === undefined) return null;
  const [at, uid] = cursor.split(':').map(Number);
  return { at: at ?? 0, uid: uid ?? 0 };
}

/** A page of a list of users as the contract answers it: each card, the follow flags, the next cursor. */
export function relationPageOf(records: readonly RelationRecord[], hasMore: boolean, now: number): RelationPage {
  const last = records[records.length - 1];
  return {
    list: records.map((record) => ({
      ...callPeerOf(record.user, now),
      is_follow: flag(record.isFollow),
      is_followed: flag(record.isFollowed),
      at: record.at,
      is_new: flag(record.isNew),
    })),
    cursor: hasMore && last !== undefined ? `${last.at}:${last.user.uid}` : null,
  };
}
