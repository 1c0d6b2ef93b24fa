// Makes server/demo/demo-face.ivf, the looping clip demo hosts send as their camera
// (ADR 0018): a drawn cartoon face, portrait like a phone camera, that blinks, looks
// around and talks, encoded to VP8 by headless Chromium's WebCodecs (the machine has no
// encoder for Node) and written as
// IVF. Run once after changing the drawing: `node scripts/make-demo-clip.mjs`.
import { writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';

const WIDTH = 240;
const HEIGHT = 320;
const FPS = 15;
const SECONDS = 4;
/** A key frame every second: a viewer joining mid-loop waits at most this long, and PLI jumps to the next one. */
const KEY_FRAME_EVERY = FPS;
const BITRATE = 250_000;
const OUT = new URL('../server/demo/demo-face.ivf', import.meta.url);

/** Runs in the page: draws and encodes every frame, answers [{ key, data(base64) }]. */
async function encodeInPage({ width, height, fps, frames, keyEvery, bitrate }) {
  const canvas = new OffscreenCanvas(width, height);
  const g = canvas.getContext('2d');
  const chunks = [];
  const encoder = new VideoEncoder({
    output: (chunk) => {
      const bytes = new Uint8Array(chunk.byteLength);
      chunk.copyTo(bytes);
      let text = '';
      for (const byte of bytes) text += String.fromCharCode(byte);
      chunks.push({ key: chunk.type === 'key', data: btoa(text) });
    },
    error: (error) => { throw error; },
  });
  encoder.configure({ codec: 'vp8', width, height, bitrate, framerate: fps, latencyMode: 'realtime' });
  for (let i = 0; i < frames; i += 1) {
    const t = i / frames; // one loop = 0 → 1, so the last frame leads smoothly into the first
    const turn = Math.sin(t * 2 * Math.PI);
    const bob = Math.sin(t * 4 * Math.PI) * 4;
    const hue = 200 + Math.sin(t * 2 * Math.PI) * 20;
    const sky = g.createLinearGradient(0, 0, 0, height);
    sky.addColorStop(0, `hsl(${hue} 60% 70%)`);
    sky.addColorStop(1, `hsl(${hue + 40} 50% 45%)`);
    g.fillStyle = sky;
    g.fillRect(0, 0, width, height);
    const cx = width / 2 + turn * 18;
    const cy = height / 2 + 10 + bob;
    // hair, face, ears
    g.fillStyle = '#3b2a20';
    g.beginPath(); g.ellipse(cx, cy - 18, 78, 82, 0, 0, Math.PI * 2); g.fill();
    g.fillStyle = '#f1c27d';
    g.beginPath(); g.ellipse(cx - 66, cy + 4, 12, 18, 0, 0, Math.PI * 2); g.fill();
    g.beginPath(); g.ellipse(cx + 66, cy + 4, 12, 18, 0, 0, Math.PI * 2); g.fill();
    g.beginPath(); g.ellipse(cx, cy + 6, 64, 76, 0, 0, Math.PI * 2); g.fill();
    g.fillStyle = '#3b2a20';
    g.beginPath(); g.ellipse(cx, cy - 58, 60, 24, 0, Math.PI, Math.PI * 2); g.fill();
    // eyes: a blink at a third and near the end of the loop
    const blink = Math.abs(t - 0.33) < 0.03 || Math.abs(t - 0.85) < 0.03;
    const look = turn * 5;
    for (const side of [-1, 1]) {
      const ex = cx + side * 24;
      const ey = cy - 8;
      if (blink) {
        g.strokeStyle = '#3b2a20'; g.lineWidth = 3;
        g.beginPath(); g.moveTo(ex - 11, ey); g.lineTo(ex + 11, ey); g.stroke();
      } else {
        g.fillStyle = '#fff';
        g.beginPath(); g.ellipse(ex, ey, 12, 9, 0, 0, Math.PI * 2); g.fill();
        g.fillStyle = '#4a3020';
        g.beginPath(); g.arc(ex + look, ey, 5.5, 0, Math.PI * 2); g.fill();
      }
    }
    // cheeks, nose, a mouth that opens and closes as if talking
    g.fillStyle = 'rgba(230,120,120,0.45)';
    g.beginPath(); g.arc(cx - 40, cy + 22, 10, 0, Math.PI * 2); g.fill();
    g.beginPath(); g.arc(cx + 40, cy + 22, 10, 0, Math.PI * 2); g.fill();
    g.strokeStyle = '#c68642'; g.lineWidth = 3;
    g.beginPath(); g.moveTo(cx + look / 2, cy); g.lineTo(cx - 4 + look / 2, cy + 18); g.lineTo(cx + 4 + look / 2, cy + 18); g.stroke();
    const open = 4 + Math.abs(Math.sin(t * 10 * Math.PI)) * 10;
    g.fillStyle = '#8b2a2a';
    g.beginPath(); g.ellipse(cx + look / 2, cy + 40, 20, open, 0, 0, Math.PI * 2); g.fill();
    const frame = new VideoFrame(canvas, { timestamp: Math.round((i * 1_000_000) / fps), duration: Math.round(1_000_000 / fps) });
    encoder.encode(frame, { keyFrame: i % keyEvery === 0 });
    frame.close();
  }
  await encoder.flush();
  encoder.close();
  return chunks;
}

/** IVF (the VP8 test-vector container): a 32-byte file header, then a 12-byte header per frame. */
function ivf(chunks) {
  const header = Buffer.alloc(32);
  header.write('DKIF', 0, 'ascii');
  header.writeUInt16LE(0, 4);
  header.writeUInt16LE(32, 6);
  header.write('VP80', 8, 'ascii');
  header.writeUInt16LE(WIDTH, 12);
  header.writeUInt16LE(HEIGHT, 14);
  header.writeUInt32LE(FPS, 16);
  header.writeUInt32LE(1, 20);
  header.writeUInt32LE(chunks.length, 24);
  const frames = chunks.map((chunk, index) => {
    const data = Buffer.from(chunk.data, 'base64');
    const frameHeader = Buffer.alloc(12);
    frameHeader.writeUInt32LE(data.length, 0);
    frameHeader.writeBigUInt64LE(BigInt(index), 4);
    return Buffer.concat([frameHeader, data]);
  });
  return Buffer.concat([header, ...frames]);
}

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
try {
  const page = await browser.newPage();
  // WebCodecs exists only in a secure context: serve an empty page from an https origin.
  await page.route('https://clip.invalid/', (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html>' }));
  await page.goto('https://clip.invalid/');
  const chunks = await page.evaluate(encodeInPage, { width: WIDTH, height: HEIGHT, fps: FPS, frames: FPS * SECONDS, keyEvery: KEY_FRAME_EVERY, bitrate: BITRATE });
  if (chunks.length !== FPS * SECONDS || !chunks[0].key) throw new Error(`encoder gave ${chunks.length} frames, first key: ${chunks[0]?.key}`);
  const file = ivf(chunks);
  writeFileSync(OUT, file);
  console.log(`${OUT.pathname}: ${chunks.length} frames, ${chunks.filter((c) => c.key).length} key, ${file.length} bytes`);
} finally {
  await browser.close();
}
