import { z } from 'zod';
import { SEND_LIMIT_LEVEL } from '../../../domain';
import { binaryFlag } from '../user/current-user';
import { chatRefShape, chatTypeSchema, hasChatRef, CHAT_REF_MESSAGE } from './chat-ref';
import { cursorPart } from './sync-message';

/** Ours: the longest client message id (a UUID is 36 characters). */
const CLIENT_MSG_ID_MAX = 64;

/**
 * The client's id of an outgoing message (ours). Sending again with the same id — a
 * retry after a timeout, a resend — stores and charges the message once and answers what
 * the first send answered. A fresh one for every new message.
 */
export const clientMsgIdSchema = z.string().min(1).max(CLIENT_MSG_ID_MAX);

/**
 * The message itself: msg_type and msg_content (001 §3), content as the JSON string the
 * spec sends or as the object. The server reads only the fields of the type.
 */
export const outgoingMessageSchema = z.object({
  msg_type: z.number().int(),
  msg_content: z.union([z.string(), z.record(z.string(), z.unknown())]),
});

const sendLimitLevel = z.union([z.literal(SEND_LIMIT_LEVEL.free), z.literal(SEND_LIMIT_LEVEL.freeQuota), z.literal(SEND_LIMIT_LEVEL.paid)]);

/** The payload of /msg/send and /services/msg-send (001 §7). */
export const sendPayloadSchema = z
  .object({
    ...chatRefShape,
    chat_type: chatTypeSchema,
    data: outgoingMessageSchema,
    /**
     * What the client's own screening found. Informational only: the server screens every
     * text again with the same rules, so a client cannot send what screening would mask.
     */
    sensitive_type: z.number().int().optional(),
    sensitive_text: z.string().optional(),
    client_msg_id: clientMsgIdSchema.optional(),
    /** Where the send started (SEND_ORIGIN); 1 (the chat) by default. */
    from_type: z.number().int().optional(),
  })
  .refine(hasChatRef, { message: CHAT_REF_MESSAGE });

/**
 * A sent message (001 §3 "Send response data"): its place (chat_id, id, mtime) and the
 * money. `msg_content` is the stored content as the sender sees it (masked text keeps its
 * original_content here); `msg_index_content` is what the other side's inbox shows.
 */
export const sendAnswerSchema = z.object({
  chat_id: z.number().int().positive(),
  id: z.number().int().positive(),
  client_msg_id: z.string().nullable(),
  mtime: cursorPart,
  ctime: cursorPart,
  msg_type: z.number().int(),
  msg_content: z.string(),
  msg_index_content: z.string(),
  /** Coins this message cost (0 when free). */
  income: z.number().int().nonnegative(),
  /** The sender's coins after the send. */
  balance: z.number().int().nonnegative(),
  /** The gift id for a gift message, else 0. */
  gid: z.number().int().nonnegative(),
  /** Points the receiver earned from this message. */
  receive_point: z.number().int().nonnegative(),
  /** 1 when this is the sender's first message in the chat. */
  is_first_op: binaryFlag,
  send_limit_level: sendLimitLevel,
  /** What the chat's price tip says now (e.g. free messages left); '' when nothing to say. */
  tips: z.string(),
});

/**
 * The `data` of a refused send (ok 0, -1, -2, -3 or 6): `tips` for the system message or
 * notice the client adds, and for a coin shortfall what is missing. The recharge callback
 * itself comes in the response's `callback`.
 */
export const sendRefusalSchema = z.object({
  tips: z.string(),
  need_coins: z.number().int().nonnegative().optional(),
  diff_coin: z.number().int().nonnegative().optional(),
  balance: z.number().int().nonnegative().optional(),
});

/**
 * The `data` of every positive answer: a sent message (ok 1), or the refusal of ok 6, which
 * the request layer also counts as a success (000 §8: ok > 0). Tell them apart by `id`.
 */
export const sendResponseSchema = z.union([sendAnswerSchema, sendRefusalSchema]);

export type SendPayload = z.output<typeof sendPayloadSchema>;
export type SendAnswerData = z.output<typeof sendAnswerSchema>;
export type SendRefusal = z.output<typeof sendRefusalSchema>;
