/**
 * What a demo live costs the server (issue #15): the CPU time of this process while demo
 * hosts' clips play into the embedded SFU (server/live/clip-publisher.ts: one werift peer
 * per demo live sending the clip, ~15 frames a second, and the SFU's peer receiving it),
 * over a steady window, against the same window idle. CPU time is what the shared machine's
 * load does not distort much; the load average is printed before and after.
 */
import os from 'node:os';
import { demoFaceClip } from '../server/demo/ivf-clip.js';
import { publishClip, type ClipPublisher } from '../server/live/clip-publisher.js';
import { DEMO_LIVE_COUNT } from '../server/live/demo-lives.js';
import { WeriftSfu } from '../server/live/werift-sfu.js';
import type { Figure } from './figure.js';

const WINDOW_MS = 10_000;
/** Lets the peers connect and the first key frames go before the window opens. */
const SETTLE_MS = 2_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** This process's CPU time per second of wall time over a window, in ms/s (10 ms/s = 1 % of one core). */
async function cpuPerSecond(): Promise<number> {
  const before = process.cpuUsage();
  const started = performance.now();
  await sleep(WINDOW_MS);
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1_000 / ((performance.now() - started) / 1_000);
}

async function publishing(count: number): Promise<number> {
  const sfu = new WeriftSfu();
  const publishers: ClipPublisher[] = [];
  try {
    for (let live = 1; live <= count; live += 1) publishers.push(await publishClip(sfu, String(live), demoFaceClip(), (error) => console.error(error)));
    await sleep(SETTLE_MS);
    return await cpuPerSecond();
  } finally {
    for (const publisher of publishers) await publisher.stop();
    await sfu.stop();
  }
}

export async function run(): Promise<Figure[]> {
  const loadBefore = os.loadavg()[0] ?? Number.NaN;
  const idle = await cpuPerSecond();
  const one = await publishing(1);
  const all = await publishing(DEMO_LIVE_COUNT);
  const loadAfter = os.loadavg()[0] ?? Number.NaN;
  return [
    { name: 'demo live: machine load average (1 min) before the run', value: loadBefore, unit: `/ ${os.cpus().length} cores` },
    { name: 'demo live: this process idle (timers, no peer)', value: idle, unit: 'ms CPU/s' },
    { name: 'demo live: one demo live playing into the embedded SFU (publisher + SFU receive), idle subtracted', value: one - idle, unit: 'ms CPU/s' },
    { name: `demo live: ${DEMO_LIVE_COUNT} demo lives (DEMO_LIVE_COUNT) playing, idle subtracted`, value: all - idle, unit: 'ms CPU/s' },
    { name: 'demo live: machine load average (1 min) after the run', value: loadAfter, unit: `/ ${os.cpus().length} cores` },
  ];
}
