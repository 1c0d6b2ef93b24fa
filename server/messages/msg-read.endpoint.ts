import { msgReadContract } from '../../src/application/contracts/msg/read.contract.js';
import { RESULT_ERROR, RESULT_SUCCESS } from '../../src/domain/constants.js';
import { defineEndpoint } from '../api/define-endpoint.js';
import { refuse } from '../api/refuse.js';
import { pushChatEvent, readEvent } from './chat-events.js';
import { createKnownChats, findKnownMemberChat } from './chats.js';
import { markRead } from './read-marks.js';
import type { MessagesDeps } from './messages-deps.js';

/**
 * /msg/read (001 §7): the chat is read up to now. The other side hears it (their
 * checkmarks turn blue) and so do the reader's other sessions (their badges clear).
 */
export const msgReadEndpoint = ({ db, realtime, log }: Pick<MessagesDeps, 'db' | 'realtime' | 'log'>) => {
  // An open chat is marked read after every message that arrives: its membership, true for
  // ever (chats.ts, KnownChats), is read once, leaving the mark's one statement (issue #17).
  const known = createKnownChats();
  return defineEndpoint(msgReadContract, { auth: 'required' }, async (payload, caller) => {
    const chat = await findKnownMemberChat(db, caller.uid, payload.chat_id, payload.chat_type, known);
    if (chat === undefined) return refuse(RESULT_ERROR, 'This chat does not exist');
    const { readMtime, changed } = await markRead(db, chat.id, caller.uid);
    if (changed) {
      const event = readEvent(chat.id, caller.uid, readMtime);
      await Promise.all([pushChatEvent(realtime.publisher, chat.peerUid, event, log), pushChatEvent(realtime.publisher, caller.uid, event, log)]);
    }
    return { ok: RESULT_SUCCESS, data: { read_mtime: readMtime } };
  });
};
