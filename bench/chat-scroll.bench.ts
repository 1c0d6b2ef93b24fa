/**
 * Chat list scrolling (issue 6): the real MessageList (src/ui/pages/chat) with 10,000
 * messages (bench/chat-scroll/harness.tsx: texts of varied length, both sides, calls,
 * notices, time separators), built with Vite into a temporary folder, served on loopback
 * and scrolled in headless Chromium.
 *
 * Time per frame: requestAnimationFrame deltas while the page moves the list every frame,
 * with Chromium's frame-rate limit and vsync off, so a delta is what a frame costs (the
 * scroll event, the virtualizer's synchronous re-render, style, layout, paint) rather
 * than the 16.7 ms of a 60 Hz display. Two passes: a steady fling (120 px a frame, from
 * the newest message upwards) and fast jumps (2,400 px a frame, through the whole list).
 * p50 and p95 of each; target ≤ 16 ms per frame. Beside them, the renderer main thread's
 * CPU time per frame (CDP ThreadTime), which a loaded machine does not inflate the way it
 * inflates wall-clock frame times.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { CHROMIUM_ARGS, chromiumPath } from '../tests/support/chromium-path.js';
import type { Figure } from './figure.js';

const FRAME_BUDGET_MS = 16;
const HARNESS = path.resolve('bench/chat-scroll');
const PASSES = [
  { name: 'steady fling', pxPerFrame: 120, frames: 600 },
  { name: 'fast jumps', pxPerFrame: 2_400, frames: 250 },
] as const;

const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml' };

/** A static file server for the built harness on a free loopback port. */
async function serve(dir: string): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    const file = path.join(dir, pathname === '/' ? 'index.html' : pathname);
    if (!file.startsWith(dir) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
    fs.createReadStream(file).pipe(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return { url: `http://127.0.0.1:${address.port}/`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/**
 * Runs in the page (as text: tsx would wrap a function with helpers the page lacks): from
 * the end of the list, moves it `px` a frame for `frames` frames, bouncing at the ends,
 * and answers the rAF deltas.
 */
const SCROLL_SCRIPT = `async (px, frames) => {
  const el = document.querySelector('[data-testid="chat-list"]');
  if (!el) throw new Error('no chat list');
  el.scrollTop = el.scrollHeight;
  await new Promise((resolve) => setTimeout(resolve, 300));
  const out = [];
  let direction = -1;
  return new Promise((resolve) => {
    let last = performance.now();
    const tick = (now) => {
      out.push(now - last);
      last = now;
      if (el.scrollTop <= 0) direction = 1;
      else if (el.scrollTop + el.clientHeight >= el.scrollHeight) direction = -1;
      el.scrollTop += direction * px;
      if (out.length > frames) resolve(out.slice(1));
      else requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
}`;

const percentile = (sorted: readonly number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

export async function run(): Promise<Figure[]> {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'glint-chat-scroll-'));
  await build({ configFile: false, root: HARNESS, base: './', plugins: [react()], logLevel: 'warn', build: { outDir, emptyOutDir: true, target: 'es2022' } });
  const site = await serve(outDir);
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: [...CHROMIUM_ARGS, '--disable-frame-rate-limit', '--disable-gpu-vsync'],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable');
    // The renderer main thread's CPU time (s): unlike wall-clock frame times it does not grow while other processes hold the cores.
    const threadTime = async (): Promise<number> => {
      const { metrics } = (await cdp.send('Performance.getMetrics')) as { metrics: { name: string; value: number }[] };
      return metrics.find((metric) => metric.name === 'ThreadTime')?.value ?? Number.NaN;
    };
    await page.goto(site.url);
    await page.waitForFunction(() => (window as { __chatReady?: number }).__chatReady !== undefined);
    await page.waitForSelector('[data-testid="chat-message"]');
    await page.waitForTimeout(500);
    // Context for the figures: this machine is shared, and frame times are wall-clock.
    const figures: Figure[] = [{ name: 'chat scroll: machine load average (1 min) when the run started, on this many cores', value: os.loadavg()[0] ?? 0, unit: `/ ${os.cpus().length}` }];
    for (const pass of PASSES) {
      const cpuBefore = await threadTime();
      const deltas = (await page.evaluate(`(${SCROLL_SCRIPT})(${pass.pxPerFrame}, ${pass.frames})`)) as number[];
      // The script's 300 ms settle wait is idle time; the CPU figure is the pass's total over its frames.
      const cpuPerFrameMs = ((await threadTime()) - cpuBefore) * 1_000 / deltas.length;
      const rendered = await page.locator('[data-testid="chat-message"]').count();
      const sorted = [...deltas].sort((a, b) => a - b);
      const p50 = percentile(sorted, 50);
      const p95 = percentile(sorted, 95);
      figures.push(
        { name: `chat scroll (10,000 messages, ${pass.name} ${pass.pxPerFrame} px/frame): time per frame p50`, value: p50, unit: 'ms', target: `<= ${FRAME_BUDGET_MS}`, met: p50 <= FRAME_BUDGET_MS },
        { name: `chat scroll (10,000 messages, ${pass.name} ${pass.pxPerFrame} px/frame): time per frame p95`, value: p95, unit: 'ms', target: `<= ${FRAME_BUDGET_MS}`, met: p95 <= FRAME_BUDGET_MS },
        { name: `chat scroll (10,000 messages, ${pass.name}): renderer main-thread CPU per frame`, value: cpuPerFrameMs, unit: 'ms', target: `<= ${FRAME_BUDGET_MS}`, met: cpuPerFrameMs <= FRAME_BUDGET_MS },
        { name: `chat scroll (${pass.name}): message rows in the page at the end`, value: rendered, unit: 'rows' },
      );
    }
    return figures;
  } finally {
    await browser.close();
    await site.close();
    fs.rmSync(outDir, { recursive: true, force: true });
  }
}
