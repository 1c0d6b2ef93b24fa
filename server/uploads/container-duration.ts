/**
 * How long a stored video says it lasts, read from its container header: WebM's Segment
 * Info Duration (scaled by its TimecodeScale) or MP4's movie header (mvhd). Null when the
 * header does not say — a recorder's live WebM leaves Duration out, and a phone's MP4 may
 * keep its moov box at the end, past the bytes read — so a caller falls back on what the
 * client measured.
 */

/** Bytes of a video's start read for its header: WebM's Info and a front moov's mvhd sit well within. */
export const VIDEO_HEADER_BYTES = 64 * 1024;

const WEBM_INFO_ID = 0x1549a966;
const WEBM_TIMECODE_SCALE_ID = 0x2ad7b1;
const WEBM_DURATION_ID = 0x4489;
/** WebM's default TimecodeScale: 1 ms in nanoseconds. */
const WEBM_DEFAULT_SCALE_NS = 1_000_000;
const NS_PER_SECOND = 1e9;
const MVHD = Buffer.from('mvhd', 'ascii');
/** mvhd's duration when unknown (all ones, version 0). */
const MP4_UNKNOWN_DURATION = 0xffffffff;

export function containerSeconds(head: Buffer): number | null {
  return webmSeconds(head) ?? mp4Seconds(head);
}

/** An EBML variable-length integer at `at`: its length and value (an element ID keeps its marker bit). */
function vint(bytes: Buffer, at: number, keepMarker: boolean): { readonly length: number; readonly value: number } | null {
  const first = bytes[at];
  if (first === undefined || first === 0) return null;
  const length = Math.clz32(first) - 23;
  if (at + length > bytes.length) return null;
  let value = keepMarker ? first : first & (0xff >> length);
  for (let i = 1; i < length; i += 1) value = value * 256 + bytes[at + i]!;
  return { length, value };
}

function webmSeconds(head: Buffer): number | null {
  const infoId = Buffer.alloc(4);
  infoId.writeUInt32BE(WEBM_INFO_ID);
  const at = head.indexOf(infoId);
  if (at < 0) return null;
  const size = vint(head, at + infoId.length, false);
  if (size === null) return null;
  const start = at + infoId.length + size.length;
  const end = Math.min(start + size.value, head.length);
  let scale = WEBM_DEFAULT_SCALE_NS;
  let duration: number | null = null;
  for (let cursor = start; cursor < end; ) {
    const id = vint(head, cursor, true);
    const length = id === null ? null : vint(head, cursor + id.length, false);
    if (id === null || length === null) break;
    const data = cursor + id.length + length.length;
    if (data + length.value > head.length) break;
    if (id.value === WEBM_TIMECODE_SCALE_ID) scale = head.readUIntBE(data, Math.min(length.value, 6));
    if (id.value === WEBM_DURATION_ID && length.value === 8) duration = head.readDoubleBE(data);
    if (id.value === WEBM_DURATION_ID && length.value === 4) duration = head.readFloatBE(data);
    cursor = data + length.value;
  }
  return duration !== null && Number.isFinite(duration) && duration > 0 ? (duration * scale) / NS_PER_SECOND : null;
}

function mp4Seconds(head: Buffer): number | null {
  const at = head.indexOf(MVHD);
  if (at < 0) return null;
  const body = at + MVHD.length;
  const version = head[body];
  const [timescaleAt, durationAt, durationBytes] = version === 1 ? [body + 20, body + 24, 8] : [body + 12, body + 16, 4];
  if (durationAt + durationBytes > head.length) return null;
  const timescale = head.readUInt32BE(timescaleAt);
  const duration = durationBytes === 8 ? Number(head.readBigUInt64BE(durationAt)) : head.readUInt32BE(durationAt);
  if (timescale === 0 || (durationBytes === 4 && duration === MP4_UNKNOWN_DURATION)) return null;
  return duration / timescale;
}
