export const VOICE_SAMPLE_RATE_HZ = 16_000;
export const VOICE_BITRATE_KBPS = 16;

/** What this module needs of lamejs's encoder (the library is loaded lazily by the caller). */
export interface Mp3EncoderLike {
  encodeBuffer(left: Int16Array): Uint8Array;
  flush(): Uint8Array;
}

export type Mp3EncoderFactory = (channels: number, sampleRate: number, kbps: number) => Mp3EncoderLike;

/** lamejs's encoder works best fed one MPEG frame's worth of samples at a time. */
const SAMPLES_PER_CHUNK = 1152;

/** 16 kHz mono 16-bit samples to one mp3 at 16 kbps (001 §5). */
export function encodeMp3(samples: Int16Array, createEncoder: Mp3EncoderFactory): Uint8Array<ArrayBuffer> {
  const encoder = createEncoder(1, VOICE_SAMPLE_RATE_HZ, VOICE_BITRATE_KBPS);
  const parts: Uint8Array[] = [];
  for (let start = 0; start < samples.length; start += SAMPLES_PER_CHUNK) {
    const part = encoder.encodeBuffer(samples.subarray(start, start + SAMPLES_PER_CHUNK));
    if (part.length > 0) parts.push(part);
  }
  const tail = encoder.flush();
  if (tail.length > 0) parts.push(tail);
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/** lamejs, imported on first use so it stays out of the first load. */
export async function loadLameEncoder(): Promise<Mp3EncoderFactory> {
  const { Mp3Encoder } = await import('@breezystack/lamejs');
  return (channels, sampleRate, kbps) => new Mp3Encoder(channels, sampleRate, kbps);
}
