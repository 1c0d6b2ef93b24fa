import { z } from 'zod';
import { MSG_TYPE, VOICE_MAX_S } from '../../src/domain/constants.js';
import type { JsonValue } from '../db/schema.js';

/** Ours: the most fields a sticker or gift request may carry (they are small descriptors). */
const OPAQUE_FIELDS_MAX = 12;
const OPAQUE_VALUE_MAX = 2_048;
/** Ours: a URL field longer than this is not a URL a client uploaded. */
const URL_MAX = 2_048;

const url = z.string().min(1).max(URL_MAX);
const optionalUrl = z.string().max(URL_MAX).optional();
const size = z.number().int().nonnegative().default(0);
const primitive = z.union([z.string().max(OPAQUE_VALUE_MAX), z.number(), z.boolean()]);
/** Stickers and gift requests: a flat descriptor the receiving client interprets. */
const opaque = z.record(z.string(), primitive).refine((fields) => Object.keys(fields).length <= OPAQUE_FIELDS_MAX, 'too many fields');

/**
 * What a client may send with /msg/send, per msg_type: only the fields of that kind are
 * kept, so a client cannot plant server fields (income, original_content, sensitive_type)
 * in what the other side reads. Gifts go through /gift/send; notices, calls and the
 * assistant's kinds are the server's own.
 */
const SENDABLE: ReadonlyMap<number, z.ZodType<Record<string, JsonValue>>> = new Map<number, z.ZodType<Record<string, JsonValue>>>([
  [MSG_TYPE.text, z.object({ content: z.string(), original_content: z.string().optional() })],
  [MSG_TYPE.voice, z.object({ voice_url: url, voice_duration: z.number().nonnegative().max(VOICE_MAX_S) })],
  [MSG_TYPE.image, z.object({ image_url: url, small_url: optionalUrl, image_width: size, image_height: size })],
  [MSG_TYPE.video, z.object({ url, cover_url: optionalUrl, cover: optionalUrl, small_url: optionalUrl, width: size, height: size, duration: z.number().nonnegative().default(0) })],
  [MSG_TYPE.expression, opaque],
  [MSG_TYPE.giftAsk, opaque],
]);

export type OutgoingContent =
  | { readonly ok: true; readonly fields: Record<string, JsonValue> }
  | { readonly ok: false; readonly msg: string };

function objectOf(raw: unknown): unknown {
  if (typeof raw !== 'string') return raw;
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

/** The content of an outgoing message, checked for its type; a refusal says why in English. */
export function readOutgoingContent(msgType: number, raw: unknown): OutgoingContent {
  const schema = SENDABLE.get(msgType);
  if (schema === undefined) return { ok: false, msg: `Messages of type ${msgType} cannot be sent here` };
  const parsed = schema.safeParse(objectOf(raw));
  if (!parsed.success) return { ok: false, msg: 'The message content is not valid for its type' };
  // A voice message is unheard until its receiver plays it.
  return { ok: true, fields: msgType === MSG_TYPE.voice ? { ...parsed.data, voice_unread: 1 } : parsed.data };
}
