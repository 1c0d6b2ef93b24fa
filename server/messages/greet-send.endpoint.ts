import { greetSendContract } from '../../src/application/contracts/greet/send.contract.js';
import { CHAT_TYPE, MSG_TYPE, RESULT_SUCCESS, SEND_ORIGIN } from '../../src/domain/constants.js';
import { defineEndpoint } from '../api/define-endpoint.js';
import { resolveChat } from './chats.js';
import { openGreetCandidates, resolveGreetCandidates } from './greet-candidates.js';
import type { MessagesDeps } from './messages-deps.js';

/** What a one-tap say-hi (/greet/send) writes. */
export const GREETING_TEXT = 'Hi 👋';

const DATE_LENGTH = 'YYYY-MM-DD'.length;

/**
 * /greet/send (001 §7): a free greeting to each target, keyed by the day so a second tap
 * (or a retry) the same day stores nothing more. Only users on the caller's say-hi list
 * (people a match put there) may be greeted: the greeting is free, so any other uid would
 * be a free first message around message pricing. Targets off the list, or that cannot
 * receive it (a block either way, gone), are skipped; all of them leave the say-hi list.
 */
export const greetSendEndpoint = ({ db, clock, messaging }: Pick<MessagesDeps, 'db' | 'clock' | 'messaging'>) =>
  defineEndpoint(greetSendContract, { auth: 'required' }, async (payload, caller) => {
    const now = clock.now();
    const day = new Date(now).toISOString().slice(0, DATE_LENGTH);
    const targets = await openGreetCandidates(db, caller.uid, [...new Set(payload.target_uid_arr)]);
    let sent = 0;
    for (const target of targets) {
      const found = await resolveChat(db, caller.uid, { to_uid: target, chat_type: CHAT_TYPE.private }, now);
      if (!found.ok) continue;
      const outcome = await messaging.send({
        senderUid: caller.uid,
        chat: found.chat,
        msgType: MSG_TYPE.text,
        fields: { content: GREETING_TEXT },
        clientMsgId: `greet:${day}:${target}`,
        fromType: SEND_ORIGIN.msg,
        origin: 'free',
      });
      if (outcome.kind === 'sent' && !outcome.replayed) sent += 1;
    }
    await resolveGreetCandidates(db, caller.uid, payload.target_uid_arr, now);
    return { ok: RESULT_SUCCESS, data: { sent } };
  });

