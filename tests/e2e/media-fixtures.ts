import type { Page } from './fixtures';

/** A real PNG drawn by the page's canvas (a gradient with a mark), as a picker would hand it over; `mark` makes each one different. */
export async function drawnPng(page: Page, mark = 'Glint'): Promise<Buffer> {
  const base64 = await page.evaluate((text) => {
    const canvas = document.createElement('canvas');
    canvas.width = 320;
    canvas.height = 200;
    const ctx = canvas.getContext('2d')!;
    const gradient = ctx.createLinearGradient(0, 0, 320, 200);
    gradient.addColorStop(0, '#ff4f9a');
    gradient.addColorStop(1, '#7a5cff');
    ctx.fillStyle = gradient;
    ctx.fillRect(0, 0, 320, 200);
    ctx.fillStyle = '#fff';
    ctx.font = '48px sans-serif';
    ctx.fillText(text, 100, 115);
    return canvas.toDataURL('image/png').split(',')[1]!;
  }, mark);
  return Buffer.from(base64, 'base64');
}

/** A 2 s WebM recorded from a canvas in the page (no length in its header, as recorders write it). */
export async function recordedWebm(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 360;
    canvas.height = 640;
    const ctx = canvas.getContext('2d')!;
    const recorder = new MediaRecorder(canvas.captureStream(20), { mimeType: 'video/webm' });
    const chunks: Blob[] = [];
    recorder.ondataavailable = (event) => chunks.push(event.data);
    recorder.start(100);
    const start = performance.now();
    await new Promise<void>((resolve) => {
      const draw = () => {
        const t = (performance.now() - start) / 1000;
        ctx.fillStyle = `hsl(${(t * 90) % 360} 70% 50%)`;
        ctx.fillRect(0, 0, 360, 640);
        if (t < 2) requestAnimationFrame(draw);
        else resolve();
      };
      draw();
    });
    const stopped = new Promise((resolve) => (recorder.onstop = resolve));
    recorder.stop();
    await stopped;
    const bytes = new Uint8Array(await new Blob(chunks).arrayBuffer());
    let binary = '';
    for (const byte of bytes) binary += String.fromCharCode(byte);
    return btoa(binary);
  });
  return Buffer.from(base64, 'base64');
}

/** EBML ids of the WebM elements the patch below touches. */
const SEGMENT_INFO_ID = Buffer.from([0x15, 0x49, 0xa9, 0x66]);
const DURATION_ID = Buffer.from([0x44, 0x89]);
/** An 8-byte float's size as an EBML size (one byte: marker bit + 8). */
const FLOAT64_SIZE = 0x88;
/** Bytes of the 8-byte EBML size this writes for the grown Info element. */
const WIDE_SIZE_BYTES = 8;

/**
 * The same recording with a Duration in its Segment Info saying it lasts `seconds` (at the
 * recorder's 1 ms timecode scale): how a longer video's header reads to the browser,
 * without recording it in real time. The recorder leaves the Segment's size unknown, so
 * only the Info element's size changes.
 */
export function withDeclaredDuration(webm: Buffer, seconds: number): Buffer {
  const at = webm.indexOf(SEGMENT_INFO_ID);
  if (at < 0) throw new Error('no Segment Info in this WebM');
  const sizeStart = at + SEGMENT_INFO_ID.length;
  const first = webm[sizeStart]!;
  const sizeLength = Math.clz32(first) - 23;
  let size = first & (0xff >> sizeLength);
  for (let i = 1; i < sizeLength; i += 1) size = size * 256 + webm[sizeStart + i]!;
  const bodyStart = sizeStart + sizeLength;
  const duration = Buffer.alloc(DURATION_ID.length + 1 + 8);
  DURATION_ID.copy(duration, 0);
  duration[DURATION_ID.length] = FLOAT64_SIZE;
  duration.writeDoubleBE(seconds * 1000, DURATION_ID.length + 1);
  const grown = size + duration.length;
  const wideSize = Buffer.alloc(WIDE_SIZE_BYTES);
  wideSize.writeBigUInt64BE(BigInt(grown) | (1n << 56n));
  return Buffer.concat([webm.subarray(0, sizeStart), wideSize, webm.subarray(bodyStart, bodyStart + size), duration, webm.subarray(bodyStart + size)]);
}
