/**
 * The few protobuf encodings an SVGA 2 movie needs (proto3 wire format): varints,
 * 32-bit floats, length-delimited strings, bytes and embedded messages. Fields are
 * written in the order given; a map is repeated entries { 1: key, 2: value }.
 */
export type ProtoField =
  | { readonly no: number; readonly float: number }
  | { readonly no: number; readonly int: number }
  | { readonly no: number; readonly string: string }
  | { readonly no: number; readonly bytes: Uint8Array }
  | { readonly no: number; readonly message: readonly ProtoField[] };

const WIRE_VARINT = 0;
const WIRE_LENGTH_DELIMITED = 2;
const WIRE_FIXED32 = 5;

function varint(value: number): number[] {
  const out: number[] = [];
  let rest = value >>> 0;
  while (rest > 0x7f) {
    out.push((rest & 0x7f) | 0x80);
    rest >>>= 7;
  }
  out.push(rest);
  return out;
}

const tag = (no: number, wire: number): number[] => varint((no << 3) | wire);

function delimited(no: number, body: Uint8Array): Buffer {
  return Buffer.concat([Buffer.from([...tag(no, WIRE_LENGTH_DELIMITED), ...varint(body.length)]), body]);
}

/** One message's bytes. */
export function encodeMessage(fields: readonly ProtoField[]): Buffer {
  return Buffer.concat(
    fields.map((field) => {
      if ('float' in field) {
        const bytes = Buffer.alloc(4);
        bytes.writeFloatLE(field.float);
        return Buffer.concat([Buffer.from(tag(field.no, WIRE_FIXED32)), bytes]);
      }
      if ('int' in field) return Buffer.from([...tag(field.no, WIRE_VARINT), ...varint(field.int)]);
      if ('string' in field) return delimited(field.no, Buffer.from(field.string, 'utf8'));
      if ('bytes' in field) return delimited(field.no, field.bytes);
      return delimited(field.no, encodeMessage(field.message));
    }),
  );
}
