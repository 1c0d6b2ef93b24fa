import { randomUUID } from 'node:crypto';
import { liveChatContract } from '../../src/application/contracts/live/chat.contract.js';
import { CHAT_TYPE, RESULT_ERROR, RESULT_SUCCESS, SENSITIVE_STATUS } from '../../src/domain/constants.js';
import { admitLiveChat } from '../../src/domain/live/live-chat-rate.js';
import { defineEndpoint } from '../api/define-endpoint.js';
import { refuse } from '../api/refuse.js';
import { screenText } from '../messages/screen-text.js';
import type { LiveDeps } from './live-deps.js';
import { findMember, nicknameOf } from './live-queries.js';
import { isInside, LIVE_REFUSAL, openRoom, toRoom } from './live-rooms.js';

export const LIVE_CHAT_TOO_FAST = 'You are sending messages too fast';

/**
 * /live/chat: someone inside the room says something. Muted viewers are refused, each
 * viewer is held to the chat rate (admitLiveChat), and the text is screened by the same rule
 * as a message (contact details masked), then published on the room's topic for everyone.
 */
export const liveChatEndpoint = (deps: LiveDeps) =>
  defineEndpoint(liveChatContract, { auth: 'required' }, async (payload, caller) => {
    const found = await openRoom(deps, payload.live_id);
    if (!found.ok) return found.reply;
    const { room } = found;
    if (!(await isInside(deps, room, caller.uid))) return refuse(RESULT_ERROR, LIVE_REFUSAL.notInside);
    if (room.host_uid !== caller.uid && (await findMember(deps.db, room.id, caller.uid))?.muted === true) return refuse(RESULT_ERROR, LIVE_REFUSAL.muted);
    const key = `${room.id}:${caller.uid}`;
    const admission = admitLiveChat(deps.chatTimes.get(key) ?? [], deps.clock.now());
    deps.chatTimes.set(key, admission.times);
    if (!admission.allowed) return refuse(RESULT_ERROR, LIVE_CHAT_TOO_FAST);
    const screened = screenText({ content: payload.content }, await deps.sensitive.current(), CHAT_TYPE.group, SENSITIVE_STATUS.masked);
    const content = typeof screened.fields.content === 'string' ? screened.fields.content : payload.content;
    toRoom(deps, { type: 5, event: 'chat', live_id: room.id, id: randomUUID(), uid: caller.uid, nickname: await nicknameOf(deps.db, caller.uid), content });
    return { ok: RESULT_SUCCESS };
  });
