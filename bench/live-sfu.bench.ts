/**
 * The embedded SFU (werift) under an audience: one host is a headless Chromium page with a
 * fake camera (VP8, the browser's own encoder) publishing through WeriftSfu; viewers are
 * werift peers in this process joining in steps of VIEWER_STEPS. For each viewer: join →
 * first key frame (the first VP8 packet that starts a key frame: what a late joiner waits
 * for to show a picture), p50 and p95; then the process's CPU (over a steady window) and
 * RSS per viewer. The SFU and the viewers share this process, so CPU and RSS per viewer
 * are an upper bound for the SFU alone. Janus is not measured: its adapter is not built
 * (docs/adr/0009-live-media.md).
 */
import { chromium, type Browser } from 'playwright-core';
import { RTCPeerConnection as WeriftPeer } from 'werift';
import { startsVp8KeyFrame } from '../server/live/vp8-key-frame.js';
import { WeriftSfu } from '../server/live/werift-sfu.js';
import { CHROMIUM_ARGS, chromiumPath } from '../tests/support/chromium-path.js';
import type { Figure } from './figure.js';

/** Audiences measured, growing (LIVE_BENCH_STEPS=5,10 to choose). */
const VIEWER_STEPS = (process.env.LIVE_BENCH_STEPS ?? '5,10,25,50').split(',').map(Number);
/** The bar for "holds": a late joiner sees a picture within a second, 95 times in 100. */
const FIRST_FRAME_P95_TARGET_MS = 1_000;
const TARGET_VIEWERS = 50;
const STEADY_WINDOW_MS = 3_000;
const FIRST_FRAME_TIMEOUT_MS = 10_000;
const LIVE_ID = 'bench';

async function startHost(browser: Browser, sfu: WeriftSfu): Promise<void> {
  const context = await browser.newContext({ permissions: ['camera', 'microphone'] });
  await context.route('https://live-bench.test/**', (route) => route.fulfill({ body: '<html><body></body></html>', contentType: 'text/html' }));
  const page = await context.newPage();
  await page.goto('https://live-bench.test/');
  const offer = await page.evaluate(async () => {
    const stream = await navigator.mediaDevices.getUserMedia({ video: true, audio: true });
    const pc = new RTCPeerConnection();
    for (const track of stream.getTracks()) pc.addTransceiver(track, { direction: 'sendonly' });
    await pc.setLocalDescription(await pc.createOffer());
    await new Promise<void>((resolve) => {
      if (pc.iceGatheringState === 'complete') resolve();
      pc.onicegatheringstatechange = () => pc.iceGatheringState === 'complete' && resolve();
    });
    (window as unknown as { pc: RTCPeerConnection }).pc = pc;
    return pc.localDescription?.sdp ?? '';
  });
  const answer = await sfu.publish(LIVE_ID, offer);
  await page.evaluate(async (sdp) => (window as unknown as { pc: RTCPeerConnection }).pc.setRemoteDescription({ type: 'answer', sdp }), answer);
}

interface Joined {
  /** Asking to join → the peer connection up (ICE + DTLS done). */
  readonly connectedMs: number;
  /** Asking to join → the first key frame (Infinity when none came within FIRST_FRAME_TIMEOUT_MS). */
  readonly keyFrameMs: number;
}

async function joinViewer(sfu: WeriftSfu, uid: string, viewers: WeriftPeer[]): Promise<Joined> {
  const started = performance.now();
  const pc = new WeriftPeer({ iceAdditionalHostAddresses: ['127.0.0.1'], iceUseIpv6: false });
  viewers.push(pc);
  const video = pc.addTransceiver('video', { direction: 'recvonly' });
  pc.addTransceiver('audio', { direction: 'recvonly' });
  const connected = new Promise<number>((resolve) => {
    pc.connectionStateChange.subscribe((state) => state === 'connected' && resolve(performance.now() - started));
  });
  const firstKeyFrame = new Promise<number>((resolve) => {
    const timer = setTimeout(() => resolve(Number.POSITIVE_INFINITY), FIRST_FRAME_TIMEOUT_MS);
    video.onTrack.subscribe((track) =>
      track.onReceiveRtp.subscribe((rtp) => {
        if (startsVp8KeyFrame(rtp.payload)) {
          clearTimeout(timer);
          resolve(performance.now() - started);
        }
      }),
    );
  });
  await pc.setLocalDescription(await pc.createOffer());
  const answer = await sfu.view(LIVE_ID, uid, pc.localDescription?.sdp ?? '');
  await pc.setRemoteDescription({ type: 'answer', sdp: answer });
  const keyFrameMs = await firstKeyFrame;
  return { connectedMs: await Promise.race([connected, Promise.resolve(Number.POSITIVE_INFINITY)]), keyFrameMs };
}

const percentile = (sorted: readonly number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

export async function run(): Promise<Figure[]> {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  const sfu = new WeriftSfu();
  const viewers: WeriftPeer[] = [];
  const figures: Figure[] = [];
  let largestHeld = 0;
  try {
    await startHost(browser, sfu);
    const rssBefore = process.memoryUsage().rss;
    for (const step of VIEWER_STEPS) {
      const joining = Array.from({ length: step - viewers.length }, (_, index) => joinViewer(sfu, `v${viewers.length + index}`, viewers));
      const joined = await Promise.all(joining);
      const times = joined.map((one) => one.keyFrameMs).sort((a, b) => a - b);
      const connectedTimes = joined.map((one) => one.connectedMs).sort((a, b) => a - b);
      const afterConnect = joined.map((one) => one.keyFrameMs - one.connectedMs).sort((a, b) => a - b);
      const cpuBefore = process.cpuUsage();
      await new Promise((resolve) => setTimeout(resolve, STEADY_WINDOW_MS));
      const cpu = process.cpuUsage(cpuBefore);
      const cpuPercent = ((cpu.user + cpu.system) / 1000 / STEADY_WINDOW_MS) * 100;
      const p50 = percentile(times, 50);
      const p95 = percentile(times, 95);
      if (p95 <= FIRST_FRAME_P95_TARGET_MS) largestHeld = step;
      figures.push(
        { name: `live SFU embedded, ${step} viewers (${times.length} joining at once): join → connected p50`, value: percentile(connectedTimes, 50), unit: 'ms' },
        { name: `live SFU embedded, ${step} viewers: connected → first key frame p95 (the key-frame request path)`, value: percentile(afterConnect, 95), unit: 'ms' },
        { name: `live SFU embedded, ${step} viewers: join → first key frame p50`, value: p50, unit: 'ms' },
        { name: `live SFU embedded, ${step} viewers: join → first key frame p95`, value: p95, unit: 'ms', target: `<= ${FIRST_FRAME_P95_TARGET_MS}`, met: p95 <= FIRST_FRAME_P95_TARGET_MS },
        { name: `live SFU embedded, ${step} viewers: process CPU per viewer (steady, SFU + viewers in one process)`, value: cpuPercent / step, unit: '% of a core' },
        { name: `live SFU embedded, ${step} viewers: RSS per viewer (SFU + viewers in one process)`, value: (process.memoryUsage().rss - rssBefore) / step / 1_048_576, unit: 'MiB' },
      );
    }
    figures.push({ name: 'live SFU embedded: largest audience with first key frame p95 <= 1 s', value: largestHeld, unit: 'viewers', target: `>= ${TARGET_VIEWERS}`, met: largestHeld >= TARGET_VIEWERS });
    return figures;
  } finally {
    await Promise.all(viewers.map((pc) => pc.close().catch(() => undefined)));
    await sfu.stop();
    await browser.close();
  }
}
