import { msgDetailContract } from '../../src/application/contracts/msg/detail.contract.js';
import { CHAT_TYPE, MSG_TYPE, RESULT_ERROR, RESULT_SUCCESS } from '../../src/domain/constants.js';
import { defineEndpoint } from '../api/define-endpoint.js';
import { refuse } from '../api/refuse.js';
import { albumOf } from './album.js';
import { chatUsers, flag } from './chat-users.js';
import { resolveChat } from './chats.js';
import { priceTips, withBoughtMessages } from './message-price.js';
import type { MessagesDeps } from './messages-deps.js';
import { chatPrice, countSent, loadParticipants } from './participants.js';
import { peerReadMtime } from './read-marks.js';

/**
 * /msg/detail (001 §3): the chat's other user, their album, who has written, what the next
 * message costs and the other side's read mark. By `to_uid` it opens the chat first.
 */
export const msgDetailEndpoint = ({ db, clock, presence }: Pick<MessagesDeps, 'db' | 'clock' | 'presence'>) =>
  defineEndpoint(msgDetailContract, { auth: 'required' }, async (payload, caller) => {
    const now = clock.now();
    const found = await resolveChat(db, caller.uid, { ...payload, chat_type: CHAT_TYPE.private }, now);
    if (!found.ok) return refuse(RESULT_ERROR, found.error.code === 'CHAT.SELF' ? 'This is your own profile' : 'This chat does not exist');
    const { chat } = found;
    const [users, album, mine, theirs, people, peerRead] = await Promise.all([
      chatUsers(db, presence, caller.uid, [chat.peerUid], now),
      albumOf(db, chat.peerUid),
      countSent(db, chat.id, caller.uid, MSG_TYPE.gift),
      countSent(db, chat.id, chat.peerUid, MSG_TYPE.gift),
      loadParticipants(db, caller.uid, chat.peerUid, now),
      peerReadMtime(db, chat.id, chat.peerUid),
    ]);
    const user = users.get(chat.peerUid);
    if (user === undefined) return refuse(RESULT_ERROR, 'This user no longer exists');
    const price = withBoughtMessages(chatPrice(people, chat.chatType, mine), people.sender.freeMessages);
    return {
      ok: RESULT_SUCCESS,
      data: {
        chat_id: chat.id,
        chat_type: chat.chatType,
        user_info: user,
        // A hidden profile's photos are part of what it hides (albumOf leaves them out).
        album: album.pictures,
        album_count: album.count,
        chat_is_reply: flag(theirs > 0),
        mine_is_reply: flag(mine > 0),
        send_alert_tips: priceTips(price),
        send_limit_level: price.level,
        price: price.unitPrice,
        free_left: price.freeLeft,
        peer_read_mtime: peerRead,
      },
    };
  });
