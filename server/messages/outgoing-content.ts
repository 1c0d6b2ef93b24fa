import { z } from 'zod';
import { MSG_TYPE } from '../../src/domain/constants.js';
import type { JsonValue } from '../db/schema.js';
import { VOICE_MAX_S } from '../../src/domain/media/voice-recorder.js';

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

/**
 * The fields of each kind whose URL the receiver's app loads: each must be a file of our
 * own upload storage (own-upload-url.ts), so a message cannot carry a `javascript:` URL
 * nor make the receiver's app call a foreign host that would learn its IP.
 */
const MEDIA_URL_FIELDS: ReadonlyMap<number, readonly string[]> = new Map([
  [MSG_TYPE.voice, ['voice_url']],
  [MSG_TYPE.image, ['image_url', 'small_url']],
  [MSG_TYPE.video, ['url', 'cover_url', 'cover', 'small_url']],
  // Stickers are drawn by this server: any picture field must be one of its sticker paths.
  [MSG_TYPE.expression, ['url', 'sticker_url', 'image_url', 'icon']],
]);
/** What GET /stickers/<pack>/<n>.svg serves (gift-asset-routes.ts). */
const STICKER_URL = /^\/stickers\/[a-z0-9_-]+\/[0-9]+\.svg$/;

/** Whether a URL is a file of our own upload storage (the disk route or the bucket's public URL). */
export type OwnMediaCheck = (url: string) => boolean;

function mediaAllowed(msgType: number, fields: Record<string, JsonValue>, isOwnMedia: OwnMediaCheck): boolean {
  const allowed = msgType === MSG_TYPE.expression ? (url: string) => STICKER_URL.test(url) : isOwnMedia;
  return (MEDIA_URL_FIELDS.get(msgType) ?? []).every((field) => {
    const value = fields[field];
    // An optional field left empty loads nothing; a URL field that is not a string is no URL at all.
    return value === undefined || value === '' || (typeof value === 'string' && allowed(value));
  });
}

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
export function readOutgoingContent(msgType: number, raw: unknown, isOwnMedia: OwnMediaCheck): OutgoingContent {
  const schema = SENDABLE.get(msgType);
  if (schema === undefined) return { ok: false, msg: `Messages of type ${msgType} cannot be sent here` };
  const parsed = schema.safeParse(objectOf(raw));
  if (!parsed.success) return { ok: false, msg: 'The message content is not valid for its type' };
  if (!mediaAllowed(msgType, parsed.data, isOwnMedia)) return { ok: false, msg: 'Media must be a file uploaded to this app' };
  // A voice message is unheard until its receiver plays it.
  return { ok: true, fields: msgType === MSG_TYPE.voice ? { ...parsed.data, voice_unread: 1 } : parsed.data };
}
