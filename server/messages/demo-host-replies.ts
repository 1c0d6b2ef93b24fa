import { CHAT_TYPE, MSG_TYPE, SEND_ORIGIN } from '../../src/domain/constants.js';
import type { AppContext } from '../context.js';
import { PHRASEBOOK, PHRASEBOOK_LANGUAGES, type PhrasebookLanguage } from '../translate/phrasebook.js';
import type { Messaging, Sent } from './messaging.js';
import { loadParticipants } from './participants.js';

/** Demo hosts answer a first message after a pause in this range, like a person typing. */
export const DEMO_REPLY_DELAY_MS = { min: 2_000, max: 6_000 } as const;

/** The phrase whose English form is `english`, written in `language`. */
function say(english: string, language: PhrasebookLanguage): string {
  return PHRASEBOOK.find((forms) => forms.en[0] === english)?.[language][0] ?? english;
}

/** A demo host's first answer in her own language (English for languages the phrasebook lacks). */
export function demoReplyText(hostLanguage: string): string {
  const language = (PHRASEBOOK_LANGUAGES as readonly string[]).includes(hostLanguage) ? (hostLanguage as PhrasebookLanguage) : 'en';
  return `${say('Hello', language)}! ${say('Nice to meet you', language)} 😊 ${say('How are you?', language)}`;
}

const randomDelay = (): number => DEMO_REPLY_DELAY_MS.min + Math.random() * (DEMO_REPLY_DELAY_MS.max - DEMO_REPLY_DELAY_MS.min);

/**
 * Demo hosts (DEMO_HOSTS, on by default) answer a person's first message in a chat with a
 * short friendly reply after a pause a person would take. The reply is keyed by the
 * message it answers, so it is stored once even if two servers hear the same message.
 * Returns the stop function (pending replies are dropped when the server closes).
 */
export function startDemoHostReplies(ctx: Pick<AppContext, 'config' | 'db' | 'clock' | 'log'>, messaging: Messaging, delay: () => number = randomDelay): () => void {
  if (!ctx.config.demoHosts) return () => undefined;
  const { log } = ctx;
  const timers = new Set<NodeJS.Timeout>();

  async function reply(sent: Sent, hostUid: number, hostLanguage: string): Promise<void> {
    await messaging.send({
      senderUid: hostUid,
      chat: { id: sent.message.chat_id, chatType: CHAT_TYPE.private, peerUid: sent.message.send_uid },
      msgType: MSG_TYPE.text,
      fields: { content: demoReplyText(hostLanguage) },
      clientMsgId: `demo-reply:${sent.message.id}`,
      fromType: SEND_ORIGIN.msg,
      origin: 'system',
    });
  }

  async function consider(sent: Sent, receiverUid: number): Promise<void> {
    if (!sent.isFirstOp || sent.message.chat_type !== CHAT_TYPE.private) return;
    const people = await loadParticipants(ctx.db, sent.message.send_uid, receiverUid, ctx.clock.now());
    // Only a person writing to a demo host gets an answer (never a demo host answering a demo host).
    if (!people.receiver.isDemo || people.sender.isDemo) return;
    const timer = setTimeout(() => {
      timers.delete(timer);
      reply(sent, receiverUid, people.receiver.language).catch((error: unknown) => log.warn({ err: error, host: receiverUid }, 'demo host reply failed'));
    }, delay());
    timer.unref();
    timers.add(timer);
  }

  const unsubscribe = messaging.onSent((sent, receiverUid) => {
    consider(sent, receiverUid).catch((error: unknown) => log.warn({ err: error }, 'demo host reply not scheduled'));
  });
  return () => {
    unsubscribe();
    for (const timer of timers) clearTimeout(timer);
    timers.clear();
  };
}
