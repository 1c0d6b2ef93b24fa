import { msgReadContract } from '../../src/application/contracts/msg/read.contract.js';
import { RESULT_ERROR, RESULT_SUCCESS } from '../../src/domain/constants.js';
import { defineCall } from '../api/call-registry.js';
import { pushChatEvent, readEvent, type PushLog } from './chat-events.js';
import { findMemberChat } from './chats.js';
import { markRead } from './read-marks.js';

/**
 * /msg/read (001 §7): the chat is read up to now. The other side hears it (their
 * checkmarks turn blue) and so do the reader's other sessions (their badges clear).
 */
export const msgReadCall = (log: PushLog) =>
  defineCall(msgReadContract, { auth: 'required' }, async (ctx, payload, caller) => {
    const chat = await findMemberChat(ctx.db, caller.uid, payload.chat_id, payload.chat_type);
    if (chat === undefined) return { ok: RESULT_ERROR, msg: 'This chat does not exist' };
    const { readMtime, changed } = await markRead(ctx.db, chat.id, caller.uid);
    if (changed) {
      const event = readEvent(chat.id, caller.uid, readMtime);
      await Promise.all([pushChatEvent(ctx.realtime.publisher, chat.peerUid, event, log), pushChatEvent(ctx.realtime.publisher, caller.uid, event, log)]);
    }
    return { ok: RESULT_SUCCESS, data: { read_mtime: readMtime } };
  });
