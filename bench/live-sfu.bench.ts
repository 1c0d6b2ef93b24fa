/**
 * The two SFUs under an audience, side by side in one run: the embedded werift SFU and Janus
 * (videoroom; JANUS_URL names one, else a Janus is started from the system's binary like the
 * tests do). One host is a headless Chromium page with a fake camera (VP8, the browser's own
 * encoder); viewers are werift peers in a worker thread of this process, joining in steps of
 * VIEWER_STEPS. For each viewer: join → connected and join → first key frame (what a late
 * joiner waits for to show a picture), p50 and p95; then CPU over a steady window and RSS,
 * per viewer. The embedded SFU runs on this process's main thread, the viewers on their
 * worker: the main thread's CPU is the SFU's own (V8's helper threads aside), the whole
 * process's an upper bound; RSS is the whole process's. Janus's own process is measured
 * from /proc when this run started it (with JANUS_URL, its CPU and RSS are not measured).
 */
import fs from 'node:fs';
import { chromium, type Browser } from 'playwright-core';
import { JanusSfu } from '../server/live/janus-sfu.js';
import type { LiveMediaPort } from '../server/live/live-media-port.js';
import { WeriftSfu } from '../server/live/werift-sfu.js';
import { CHROMIUM_ARGS, chromiumPath } from '../tests/support/chromium-path.js';
import { janusUnavailable, startJanus } from '../tests/support/janus-server.js';
import { startChromiumHost } from '../tests/support/live-media-peers.js';
import { processCpuSeconds } from '../tests/support/proc-cpu.js';
import type { Figure } from './figure.js';
import { WorkerViewers } from './worker-viewers.js';

/** Audiences measured, growing (LIVE_BENCH_STEPS=5,10 to choose). */
const VIEWER_STEPS = (process.env.LIVE_BENCH_STEPS ?? '5,10,25,50').split(',').map(Number);
/** The bar for "holds": a late joiner sees a picture within a second, 95 times in 100. */
const FIRST_FRAME_P95_TARGET_MS = 1_000;
const TARGET_VIEWERS = 50;
const STEADY_WINDOW_MS = 3_000;
const FIRST_FRAME_TIMEOUT_MS = 10_000;
/** Janus numbers its rooms: the bench's live id. */
const LIVE_ID = '9001';

/** One reading of the SFU's resources (CPU seconds so far, or RSS bytes), saying whose it is. */
interface Meter {
  readonly where: string;
  read(): number;
}

interface Sfu {
  readonly name: string;
  readonly port: LiveMediaPort;
  /** The SFU's CPU: its own first, an upper bound may follow; none when it runs elsewhere (JANUS_URL). */
  readonly cpu: readonly Meter[];
  readonly rss: Meter | null;
  stop(): Promise<void>;
}

/** Resident memory of a process, from /proc (Linux). */
function processRss(pid: number): number {
  return Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;
}

async function sfus(): Promise<Sfu[]> {
  const embedded = new WeriftSfu();
  const list: Sfu[] = [
    {
      name: 'embedded',
      port: embedded,
      cpu: [
        { where: 'the SFU’s own: main thread, viewers on a worker', read: () => processCpuSeconds(process.pid, process.pid) },
        { where: 'SFU + viewers, the whole process', read: () => processCpuSeconds(process.pid) },
      ],
      rss: { where: 'SFU + viewers in one process', read: () => process.memoryUsage().rss },
      stop: () => embedded.stop(),
    },
  ];
  if (process.env.JANUS_URL) {
    const port = new JanusSfu(process.env.JANUS_URL);
    list.push({ name: 'Janus', port, cpu: [], rss: null, stop: () => port.stop() });
  } else if (janusUnavailable() === null) {
    const janus = await startJanus();
    const port = new JanusSfu(janus.url);
    const cpu = { where: 'the Janus process', read: () => processCpuSeconds(janus.pid) };
    const rss = { where: 'the Janus process', read: () => processRss(janus.pid) };
    list.push({ name: 'Janus', port, cpu: [cpu], rss, stop: async () => (await port.stop(), await janus.stop()) });
  } else {
    console.warn(`live-sfu: Janus not measured: ${janusUnavailable()}`);
  }
  return list;
}

const percentile = (sorted: readonly number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

async function measure(browser: Browser, sfu: Sfu, viewers: WorkerViewers): Promise<Figure[]> {
  const label = `live SFU ${sfu.name}`;
  let audience = 0;
  const figures: Figure[] = [];
  let largestHeld = 0;
  const host = await startChromiumHost(browser, sfu.port, LIVE_ID);
  try {
    const rssBefore = sfu.rss?.read() ?? 0;
    for (const step of VIEWER_STEPS) {
      const hostBefore = await host.keyFrameStats();
      const joining = Array.from({ length: step - audience }, (_, index) => viewers.join(sfu.port, LIVE_ID, `v${audience + index}`, FIRST_FRAME_TIMEOUT_MS));
      const joined = await Promise.all(joining);
      audience = step;
      const keyFrames = await Promise.all(joined.map((one) => one.keyFrameMs));
      const connected = await Promise.all(joined.map((one) => one.connectedMs));
      const hostAfter = await host.keyFrameStats();
      const times = [...keyFrames].sort((a, b) => a - b);
      const afterConnect = keyFrames.map((ms, index) => ms - (connected[index] ?? 0)).sort((a, b) => a - b);
      const cpuBefore = sfu.cpu.map((meter) => meter.read());
      await new Promise((resolve) => setTimeout(resolve, STEADY_WINDOW_MS));
      const cpuPercent = sfu.cpu.map((meter, index) => ((meter.read() - (cpuBefore[index] ?? 0)) / (STEADY_WINDOW_MS / 1000)) * 100);
      const p95 = percentile(times, 95);
      if (p95 <= FIRST_FRAME_P95_TARGET_MS) largestHeld = step;
      figures.push(
        { name: `${label}, ${step} viewers (${joined.length} joining at once): join → connected p50`, value: percentile([...connected].sort((a, b) => a - b), 50), unit: 'ms' },
        { name: `${label}, ${step} viewers: connected → first key frame p95 (the key-frame request path)`, value: percentile(afterConnect, 95), unit: 'ms' },
        { name: `${label}, ${step} viewers: key-frame requests the host received while they joined`, value: hostAfter.requests - hostBefore.requests, unit: 'PLI/FIR' },
        { name: `${label}, ${step} viewers: key frames the host encoded meanwhile (its encoder honours one request in 300 ms)`, value: hostAfter.keyFrames - hostBefore.keyFrames, unit: 'key frames' },
        { name: `${label}, ${step} viewers: join → first key frame p50`, value: percentile(times, 50), unit: 'ms' },
        { name: `${label}, ${step} viewers: join → first key frame p95`, value: p95, unit: 'ms', target: `<= ${FIRST_FRAME_P95_TARGET_MS}`, met: p95 <= FIRST_FRAME_P95_TARGET_MS },
        ...sfu.cpu.map((meter, index) => ({ name: `${label}, ${step} viewers: CPU per viewer (steady, ${meter.where})`, value: (cpuPercent[index] ?? 0) / step, unit: '% of a core' })),
        ...(sfu.rss === null ? [] : [{ name: `${label}, ${step} viewers: RSS per viewer (${sfu.rss.where})`, value: (sfu.rss.read() - rssBefore) / step / 1_048_576, unit: 'MiB' }]),
      );
    }
    figures.push({ name: `${label}: largest audience with first key frame p95 <= 1 s`, value: largestHeld, unit: 'viewers', target: `>= ${TARGET_VIEWERS}`, met: largestHeld >= TARGET_VIEWERS });
    return figures;
  } finally {
    await viewers.closeAll();
    await sfu.port.close(LIVE_ID);
    await host.page.context().close();
  }
}

export async function run(): Promise<Figure[]> {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  const measured = await sfus();
  const viewers = new WorkerViewers();
  try {
    await viewers.ready;
    const figures: Figure[] = [];
    for (const sfu of measured) figures.push(...(await measure(browser, sfu, viewers)));
    return figures;
  } finally {
    await viewers.stop();
    for (const sfu of measured) await sfu.stop();
    await browser.close();
  }
}
