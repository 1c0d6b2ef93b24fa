/** Whether a VP8 RTP payload (RFC 7741) begins a key frame: what a newly joined viewer waits for. */
export function startsVp8KeyFrame(payload: Uint8Array): boolean {
  if (payload.length < 3) return false;
  const first = payload[0] ?? 0;
  const startOfPartition = (first & 0x10) !== 0 && (first & 0x07) === 0;
  let at = 1;
  if ((first & 0x80) !== 0) {
    const extension = payload[1] ?? 0;
    at = 2;
    if ((extension & 0x80) !== 0) at += ((payload[at] ?? 0) & 0x80) !== 0 ? 2 : 1;
    if ((extension & 0x40) !== 0) at += 1;
    if ((extension & 0x30) !== 0) at += 1;
  }
  // The VP8 payload header's P bit: 0 for a key frame.
  return startOfPartition && ((payload[at] ?? 1) & 0x01) === 0;
}
