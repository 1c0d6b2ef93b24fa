/*
 * A minimal protobuf wire reader for SVGA 2 files: each message as a map from field
 * number to its values (varints as numbers, fixed32 as floats, length-delimited as
 * bytes). Enough for svga-decode.ts, which knows the field numbers; no code is generated
 * or evaluated, so it runs under the page's Content-Security-Policy.
 */

export type WireValue = number | Uint8Array;
export type WireMessage = ReadonlyMap<number, readonly WireValue[]>;

const WIRE = { varint: 0, fixed64: 1, delimited: 2, fixed32: 5 } as const;
/** 7 payload bits per varint byte; the 8th says another byte follows. */
const VARINT_MORE = 0x80;
const VARINT_BITS = 0x7f;
const FIXED64_BYTES = 8;
const FIXED32_BYTES = 4;

export function readMessage(bytes: Uint8Array): WireMessage {
  const fields = new Map<number, WireValue[]>();
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let at = 0;
  const varint = (): number => {
    let value = 0;
    for (let scale = 1; ; scale *= VARINT_MORE) {
      if (at >= bytes.length) throw new Error('SVGA: truncated varint');
      const byte = bytes[at++]!;
      value += (byte & VARINT_BITS) * scale;
      if (byte < VARINT_MORE) return value;
    }
  };
  const take = (length: number): number => {
    if (at + length > bytes.length) throw new Error('SVGA: truncated field');
    const start = at;
    at += length;
    return start;
  };
  while (at < bytes.length) {
    const key = varint();
    const field = Math.floor(key / 8);
    const wire = key % 8;
    let value: WireValue;
    if (wire === WIRE.varint) value = varint();
    else if (wire === WIRE.fixed32) value = view.getFloat32(take(FIXED32_BYTES), true);
    else if (wire === WIRE.delimited) {
      const length = varint();
      const start = take(length);
      value = bytes.subarray(start, start + length);
    } else if (wire === WIRE.fixed64) {
      take(FIXED64_BYTES);
      continue;
    } else throw new Error(`SVGA: unsupported wire type ${wire}`);
    const values = fields.get(field);
    if (values === undefined) fields.set(field, [value]);
    else values.push(value);
  }
  return fields;
}

const text = new TextDecoder();

/** The last value of a scalar field (proto3: the last one wins), or the default. */
export const numberOf = (message: WireMessage, field: number, fallback = 0): number => {
  const value = message.get(field)?.at(-1);
  return typeof value === 'number' ? value : fallback;
};
export const stringOf = (message: WireMessage, field: number): string => {
  const value = message.get(field)?.at(-1);
  return value instanceof Uint8Array ? text.decode(value) : '';
};
export const messageOf = (message: WireMessage, field: number): WireMessage | null => {
  const value = message.get(field)?.at(-1);
  return value instanceof Uint8Array ? readMessage(value) : null;
};
export const messagesOf = (message: WireMessage, field: number): readonly WireMessage[] =>
  (message.get(field) ?? []).filter((value): value is Uint8Array => value instanceof Uint8Array).map(readMessage);
export const bytesOf = (message: WireMessage, field: number): Uint8Array | null => {
  const value = message.get(field)?.at(-1);
  return value instanceof Uint8Array ? value : null;
};
