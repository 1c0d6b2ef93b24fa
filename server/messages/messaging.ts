import { spendLimitTips } from '../../src/application/contracts/spending/spend-limit-refusal.js';
import { randomUUID } from 'node:crypto';
import { MSG_TYPE, RECHARGE_FROM_TYPE, SENSITIVE_STATUS } from '../../src/domain/constants.js';
import type { AppContext } from '../context.js';
import type { JsonValue } from '../db/schema.js';
import type { MemberChat } from './chats.js';
import { awardPoints, incomeFields } from './host-points.js';
import { giveBoughtMessageBack, takeBoughtMessage } from './bought-messages.js';
import { NO_PRICE, spendsBoughtMessage, withBoughtMessages, type MessagePrice } from './message-price.js';
import { chatPrice, countSent, loadParticipants, type Participants } from './participants.js';
import { screenText, sensitiveStatus } from './screen-text.js';
import { badMessage, bannedSender, coinsShort, notDeliverable, type Refusal } from './send-refusals.js';
import { createSensitiveListsSource, type SensitiveLists } from './sensitive-lists.js';
import { createSendContextReader } from './send-context.js';
import { createGroupCommit } from './group-commit.js';
import { findMemberChat } from './chats.js';
import { messagingDb } from './messaging-tables.js';
import { publishMessage } from './publish-message.js';
import { contentText, senderContent, type MessageOriginal, type StoredMessage } from './wire-message.js';

/**
 * Who a message comes from, which decides the checks: `user` is a person writing (ban and
 * block checks, screening, the price); `free` is a person's one-tap greeting (checked and
 * screened, never charged); `system` is the server speaking (demo hosts, the assistant).
 */
export type SendOrigin = 'user' | 'free' | 'system';

export interface SendRequest {
  readonly senderUid: number;
  readonly chat: MemberChat;
  readonly msgType: number;
  readonly fields: Readonly<Record<string, JsonValue>>;
  readonly clientMsgId: string | null;
  /** SEND_ORIGIN of the client (where the send started). */
  readonly fromType: number;
  readonly origin: SendOrigin;
}

export interface Sent {
  readonly kind: 'sent';
  readonly message: StoredMessage;
  /** True when the client id was stored before: nothing new was stored, charged or pushed. */
  readonly replayed: boolean;
  readonly senderView: string;
  readonly publicContent: string;
  /** Coins this message cost. */
  readonly price: number;
  readonly receivePoint: number;
  /** The sender's coins now. */
  readonly balance: number;
  readonly isFirstOp: boolean;
  /** What the next message in this chat costs. */
  readonly next: MessagePrice;
}

export type SendOutcome = Sent | { readonly kind: 'refused'; readonly refusal: Refusal };

/** Told about every newly stored message (not replays), after it was pushed. */
export type SentListener = (sent: Sent, receiverUid: number) => void;

export interface Messaging {
  send(request: SendRequest): Promise<SendOutcome>;
  onSent(listener: SentListener): () => void;
  readonly sensitive: { current(): Promise<SensitiveLists> };
}

const refused = (refusal: Refusal): SendOutcome => ({ kind: 'refused', refusal });
const isGift = (msgType: number): boolean => msgType === MSG_TYPE.gift;

export function createMessaging(ctx: Pick<AppContext, 'db' | 'ledger' | 'clock' | 'realtime' | 'log' | 'presence'>): Messaging {
  const { db, ledger } = ctx;
  const sensitive = createSensitiveListsSource(db);
  // Concurrent sends share one write (group-commit.ts): a statement and a commit per send were the database's cost under load.
  const writer = createGroupCommit(db);
  // Their reads too (send-context.ts): concurrent sends read their contexts in one statement.
  const contexts = createSendContextReader(db, (uid) => ledger.balanceSubquery(uid), sensitive);
  const listeners = new Set<SentListener>();

  /** The chat's price of the next message, from how many the sender has in the chat; only people writing pay. */
  function chatPriceAfter(chatType: number, origin: SendOrigin, people: Participants, sentBefore: number): MessagePrice {
    return origin === 'user' ? chatPrice(people, chatType, sentBefore) : NO_PRICE;
  }

  /** The price of the next message with the sender's `bought` free messages (spent before coins). */
  const priceAfter = (chatType: number, origin: SendOrigin, people: Participants, sentBefore: number, bought: number): MessagePrice =>
    withBoughtMessages(chatPriceAfter(chatType, origin, people, sentBefore), bought);

  /** The answer a stored message gets, for a retry or a send that lost the race to its twin. */
  async function replay(message: StoredMessage, request: SendRequest): Promise<Sent> {
    // The stored message's own chat: a client that reuses an id elsewhere gets the first message back.
    const chat = await findMemberChat(db, message.send_uid, message.chat_id);
    const people = await loadParticipants(db, message.send_uid, chat?.peerUid ?? request.chat.peerUid, ctx.clock.now());
    const [cost, before, all, balance, original] = await Promise.all([
      message.transfer_id === null ? undefined : ledger.amountOf(message.transfer_id),
      db.selectFrom('messages').select('id').where('chat_id', '=', message.chat_id).where('send_uid', '=', message.send_uid).where('msg_type', '<>', MSG_TYPE.gift)
        .where((eb) => eb(eb.refTuple('mtime', 'id'), '<', eb.tuple(message.mtime, message.id))).limit(1).executeTakeFirst(),
      countSent(db, message.chat_id, message.send_uid, MSG_TYPE.gift),
      ledger.balanceOf(request.senderUid),
      messagingDb(db)
        .selectFrom('message_originals').select(['original_content', 'sensitive_text']).where('message_id', '=', message.id).executeTakeFirst(),
    ]);
    const price = cost ?? 0;
    // Idempotent under the message's key: a first attempt that stopped before the points finishes here.
    const receivePoint = price > 0 && !isGift(message.msg_type) && people.receiver.isHost ? await awardPoints(ledger, people.receiver.uid, price, 'message', `msg-points:${message.id}`) : 0;
    return {
      kind: 'sent',
      message,
      replayed: true,
      senderView: senderContent(message.msg_content, original ?? null),
      publicContent: contentText(message.msg_content),
      price,
      receivePoint,
      balance,
      isFirstOp: before === undefined,
      next: priceAfter(message.chat_type, request.origin, people, all, people.sender.freeMessages),
    };
  }

  async function send(request: SendRequest): Promise<SendOutcome> {
    const { senderUid, chat } = request;
    const now = ctx.clock.now();
    // One read for every check and the coins (send-context.ts): a free message leaves the balance as it is.
    const context = await contexts.read({ senderUid, receiverUid: chat.peerUid, chatId: chat.id, clientMsgId: request.clientMsgId }, now);
    if (context.earlier !== undefined) return replay(context.earlier, request);
    const { people, sentBefore } = context;
    const checked = request.origin !== 'system';
    if (checked && people.sender.banned) return refused(bannedSender());
    if (!people.receiver.exists || (checked && (people.receiver.banned || people.blocked))) return refused(notDeliverable());

    let fields = request.fields;
    let original: MessageOriginal | null = null;
    if (request.msgType === MSG_TYPE.text) {
      const content = typeof fields.content === 'string' ? fields.content : '';
      if (content.trim() === '') return refused(badMessage('Unable to send blank message.'));
      if (checked) {
        const originalContent = typeof fields.original_content === 'string' ? fields.original_content : undefined;
        const text = { content, ...(originalContent !== undefined && { original_content: originalContent }) };
        let screened = screenText(text, context.lists, chat.chatType, SENSITIVE_STATUS.masked);
        // Mutual following only lifts the masking of a flagged text (flagging is the same
        // either way), so most texts are sent without reading the follows.
        if (screened.original !== null && (await sensitiveStatus(db, senderUid, chat.peerUid)) === SENSITIVE_STATUS.allowed) {
          screened = screenText(text, context.lists, chat.chatType, SENSITIVE_STATUS.allowed);
        }
        fields = screened.fields;
        original = screened.original;
      }
    }

    const priceInChat = chatPriceAfter(chat.chatType, request.origin, people, sentBefore);
    // A free message bought with a package goes before coins; if another send took the last one meanwhile, coins pay.
    const usedBought = spendsBoughtMessage(priceInChat, people.sender.freeMessages) && (await takeBoughtMessage(db, senderUid));
    const price = usedBought ? 0 : priceInChat.price;
    const key = `msg:${senderUid}:${request.clientMsgId ?? randomUUID()}`;
    let transferId: number | null = null;
    let balance = context.balance;
    if (price > 0) {
      const paid = await ledger.spend(senderUid, price, 'message', key, { chat_id: chat.id, to_uid: chat.peerUid });
      if (!paid.ok) {
        const { error } = paid;
        return refused(
          error.code === 'COINS.INSUFFICIENT'
            ? coinsShort(price, error.balance, people.sender.hasRecharged, request.fromType, RECHARGE_FROM_TYPE.messageNoCoins)
            : badMessage(error.code === 'SPEND.LIMIT' ? spendLimitTips(error.period) : 'This client message id was already used for another message'),
        );
      }
      transferId = paid.value.transferId;
      balance = paid.value.fromBalance;
    }

    let stored;
    try {
      // A paid message says what it earned, as a gift does: the host sees the income line under it.
      const content = price > 0 ? { ...fields, ...incomeFields(price, chat.peerUid, people.receiver.isHost) } : fields;
      stored = await writer.store({ chat, senderUid, msgType: request.msgType, content, clientMsgId: request.clientMsgId, transferId, original, now });
    } catch (error) {
      // Not stored, so not paid for: give the coins (once) or the free message back before reporting the bug.
      if (transferId !== null) await ledger.credit(senderUid, price, 'refund', `refund:${key}`);
      if (usedBought) await giveBoughtMessageBack(db, senderUid);
      throw error;
    }
    if (!stored.created) {
      // The twin of a message already stored (same client id): that one was the send, this one spends nothing.
      if (usedBought) await giveBoughtMessageBack(db, senderUid);
      return replay(stored.message, request);
    }

    const message = stored.message;
    const receivePoint = price > 0 && people.receiver.isHost ? await awardPoints(ledger, chat.peerUid, price, 'message', `msg-points:${message.id}`) : 0;
    const sent: Sent = {
      kind: 'sent',
      message,
      replayed: false,
      senderView: senderContent(message.msg_content, original),
      publicContent: contentText(message.msg_content),
      price: price,
      receivePoint,
      balance,
      isFirstOp: sentBefore === 0,
      next: priceAfter(chat.chatType, request.origin, people, sentBefore + 1, people.sender.freeMessages - (usedBought ? 1 : 0)),
    };
    await publishMessage(ctx, message, original, chat.peerUid, context.senderAsSeen);
    for (const listener of listeners) listener(sent, chat.peerUid);
    return sent;
  }

  return {
    send,
    onSent(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    sensitive,
  };
}
