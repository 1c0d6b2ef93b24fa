import { sql, type RawBuilder } from 'kysely';
import { MSG_STATUS } from '../../src/domain/constants.js';

/**
 * The condition "message `m` is visible to `uid` in a chat where `cm` is uid's member row":
 * after the chat's clear mark, not deleted on this side, and hidden ones only to their sender.
 * The same rule /msg/sync applies (server/sync/messages-after.ts).
 */
export function visibleTo(uid: number): RawBuilder<boolean> {
  return sql<boolean>`(m.mtime > cm.cleared_before_mtime
    and (m.msg_status <> ${MSG_STATUS.hidden} or m.send_uid = ${uid})
    and not exists (select 1 from message_deletions d where d.uid = ${uid} and d.message_id = m.id))`;
}
