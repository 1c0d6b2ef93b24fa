import { readFileSync } from 'node:fs';

/** One encoded VP8 frame of a clip, and whether a decoder can start at it. */
export interface ClipFrame {
  readonly data: Buffer;
  readonly key: boolean;
}

/** A clip as the demo hosts play it: frames in order and their rate. */
export interface VideoClip {
  readonly frames: readonly ClipFrame[];
  readonly fps: number;
  readonly width: number;
  readonly height: number;
}

const FILE_HEADER_BYTES = 32;
const FRAME_HEADER_BYTES = 12;

/** RFC 6386 §9.1: the frame tag's lowest bit is 0 for a key frame. */
function isVp8KeyFrame(frame: Buffer): boolean {
  return frame.length > 0 && ((frame[0] ?? 1) & 0x01) === 0;
}

/**
 * Reads an IVF file (the VP8 test vectors' container: "DKIF", a 32-byte header with the
 * size and rate, then each frame after a 12-byte size + timestamp header). Refuses
 * anything but VP8 and a clip that does not begin with a key frame: it could not loop.
 */
export function parseIvf(file: Buffer): VideoClip {
  if (file.toString('ascii', 0, 4) !== 'DKIF' || file.toString('ascii', 8, 12) !== 'VP80') throw new Error('not a VP8 IVF file');
  const headerBytes = file.readUInt16LE(6);
  const rate = file.readUInt32LE(16);
  const scale = file.readUInt32LE(20);
  const frames: ClipFrame[] = [];
  for (let at = Math.max(headerBytes, FILE_HEADER_BYTES); at + FRAME_HEADER_BYTES <= file.length; ) {
    const size = file.readUInt32LE(at);
    const data = file.subarray(at + FRAME_HEADER_BYTES, at + FRAME_HEADER_BYTES + size);
    if (data.length < size) throw new Error('IVF file cut short');
    frames.push({ data, key: isVp8KeyFrame(data) });
    at += FRAME_HEADER_BYTES + size;
  }
  if (frames[0]?.key !== true) throw new Error('IVF clip must begin with a key frame');
  return { frames, fps: rate / Math.max(1, scale), width: file.readUInt16LE(12), height: file.readUInt16LE(14) };
}

/** The cartoon face demo hosts send as their camera (made by scripts/make-demo-clip.mjs, ADR 0018). */
export const DEMO_FACE_CLIP_PATH = new URL('./demo-face.ivf', import.meta.url);

let demoFace: VideoClip | undefined;

/** The demo face clip, read once. */
export function demoFaceClip(): VideoClip {
  demoFace ??= parseIvf(readFileSync(DEMO_FACE_CLIP_PATH));
  return demoFace;
}
