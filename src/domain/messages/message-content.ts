import { MSG_TYPE } from '../constants';

/** The msg_content of a message, by kind (001 §3 "Message content varieties"). */
export type MessageContent =
  | { readonly kind: 'text'; readonly content: string; readonly original_content?: string; readonly sensitive_type?: number }
  | { readonly kind: 'voice'; readonly voice_url: string; readonly voice_duration: number; readonly voice_unread: boolean }
  | { readonly kind: 'image'; readonly image_url: string; readonly small_url: string; readonly image_width: number; readonly image_height: number }
  | { readonly kind: 'video'; readonly url: string; readonly cover_url: string; readonly width: number; readonly height: number; readonly duration: number }
  | { readonly kind: 'gift'; readonly gift_id: number; readonly title: string; readonly icon: string; readonly price: number; readonly number: number; readonly svga_url: string }
  | { readonly kind: 'notice'; readonly key: string; readonly text: string }
  /** A notice whose content cannot be read: shown as "New Message". */
  | { readonly kind: 'notice-unreadable' }
  /** Known kinds whose fields the spec does not list: their JSON as it came. */
  | { readonly kind: OpaqueKind; readonly data: Readonly<Record<string, unknown>> }
  /** An unknown kind or unreadable content: shown as "msg.notSupport". */
  | { readonly kind: 'unsupported' };

type Fields = Readonly<Record<string, unknown>>;

export type OpaqueKind = 'call' | 'gift-ask' | 'sticker' | 'match' | 'service';

const OPAQUE_KINDS: ReadonlyMap<number, OpaqueKind> = new Map<number, OpaqueKind>([
  [MSG_TYPE.call, 'call'],
  [MSG_TYPE.giftAsk, 'gift-ask'],
  [MSG_TYPE.expression, 'sticker'],
  [MSG_TYPE.matchSuccess, 'match'],
  [MSG_TYPE.aiIssueGuide, 'service'],
  [MSG_TYPE.aiIssueQuestion, 'service'],
  [MSG_TYPE.serviceRating, 'service'],
  [MSG_TYPE.serviceRated, 'service'],
]);

/** The JSON object in msg_content, or null; servers also send it already parsed. */
function fieldsOf(raw: unknown): Fields | null {
  let value = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      return null;
    }
  }
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Fields) : null;
}

function str(f: Fields, key: string): string {
  const v = f[key];
  return typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '';
}

/** Numbers arrive as numbers or numeric strings; anything else reads as 0. */
function num(f: Fields, key: string): number {
  const v = typeof f[key] === 'string' ? Number(f[key]) : f[key];
  return typeof v === 'number' && Number.isFinite(v) ? v : 0;
}

function textOf(f: Fields): MessageContent {
  const sensitive = num(f, 'sensitive_type');
  return {
    kind: 'text',
    content: str(f, 'content'),
    ...(typeof f.original_content === 'string' ? { original_content: f.original_content } : {}),
    ...(sensitive !== 0 ? { sensitive_type: sensitive } : {}),
  };
}

function known(msgType: number, f: Fields): MessageContent {
  switch (msgType) {
    case MSG_TYPE.text:
      return textOf(f);
    case MSG_TYPE.voice:
      return { kind: 'voice', voice_url: str(f, 'voice_url'), voice_duration: num(f, 'voice_duration'), voice_unread: num(f, 'voice_unread') !== 0 || f.voice_unread === true };
    case MSG_TYPE.image:
      return { kind: 'image', image_url: str(f, 'image_url'), small_url: str(f, 'small_url'), image_width: num(f, 'image_width'), image_height: num(f, 'image_height') };
    case MSG_TYPE.video:
      return { kind: 'video', url: str(f, 'url'), cover_url: str(f, 'cover_url') || str(f, 'cover'), width: num(f, 'width'), height: num(f, 'height'), duration: num(f, 'duration') };
    case MSG_TYPE.gift:
      return { kind: 'gift', gift_id: num(f, 'gift_id'), title: str(f, 'title'), icon: str(f, 'icon'), price: num(f, 'price'), number: num(f, 'number'), svga_url: str(f, 'svga_url') };
    case MSG_TYPE.notice:
      return { kind: 'notice', key: str(f, 'key'), text: str(f, 'text') || str(f, 'content') };
    default: {
      const kind = OPAQUE_KINDS.get(msgType);
      return kind === undefined ? { kind: 'unsupported' } : { kind, data: f };
    }
  }
}

/** Reads msg_content; never throws, whatever the server or the local store holds. */
export function parseMessageContent(msgType: number, msgContent: unknown): MessageContent {
  const fields = fieldsOf(msgContent);
  if (fields !== null) return known(msgType, fields);
  return msgType === MSG_TYPE.notice ? { kind: 'notice-unreadable' } : { kind: 'unsupported' };
}
