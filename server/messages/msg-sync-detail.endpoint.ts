import { msgSyncDetailContract } from '../../src/application/contracts/msg/sync-detail.contract.js';
import { RESULT_ERROR, RESULT_SUCCESS } from '../../src/domain/constants.js';
import { defineEndpoint } from '../api/define-endpoint.js';
import { refuse } from '../api/refuse.js';
import { chatHistory, type HistoryWindow } from './chat-history.js';
import { chatUsers, flag, userInfosOf } from './chat-users.js';
import { findMemberChat } from './chats.js';
import { peerReadMtime } from './read-marks.js';
import type { MessagesDeps } from './messages-deps.js';

/** Without its id, a "before" cursor includes every message of its mtime (merge drops the repeats). */
const AFTER_EVERY_ID = Number.MAX_SAFE_INTEGER;

/** /msg/sync-detail (001 §7): one page of a chat's messages, its users and the other side's read mark. */
export const msgSyncDetailEndpoint = ({ db, clock, presence }: Pick<MessagesDeps, 'db' | 'clock' | 'presence'>) =>
  defineEndpoint(msgSyncDetailContract, { auth: 'required' }, async (payload, caller) => {
    const chat = await findMemberChat(db, caller.uid, payload.chat_id, payload.chat_type);
    if (chat === undefined) return refuse(RESULT_ERROR, 'This chat does not exist');
    const lastMtime = payload.last_mtime ?? 0;
    const mtime = payload.mtime ?? 0;
    const window: HistoryWindow =
      lastMtime > 0 ? { kind: 'after', mtime: lastMtime, id: payload.last_id ?? 0 }
      : mtime > 0 ? { kind: 'before', mtime, id: payload.before_id ?? AFTER_EVERY_ID }
      : { kind: 'newest' };
    const [history, users, peerRead] = await Promise.all([
      chatHistory(db, caller.uid, chat.id, window),
      chatUsers(db, presence, caller.uid, [chat.peerUid, caller.uid], clock.now()),
      peerReadMtime(db, chat.id, chat.peerUid),
    ]);
    return {
      ok: RESULT_SUCCESS,
      data: { list: history.list, user_infos: userInfosOf(users, [chat.peerUid, caller.uid]), has_more: flag(history.hasMore), peer_read_mtime: peerRead },
    };
  });
