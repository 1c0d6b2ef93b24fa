import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, devices, type Browser, type Page } from 'playwright';
import { buildApp } from '../server/app.js';
import { loadConfig } from '../server/config.js';
import { CHROMIUM_ARGS, chromiumPath } from '../tests/support/chromium-path.js';
import type { Figure } from './figure.js';
import { BENCH_RATE_LIMIT_FACTOR } from './load-settings.js';

/** Ten calls between two headless Chromium pages on loopback, fake camera and microphone. */
const CALLS = 10;
const TARGET_P50_MS = 500;
const STEP_TIMEOUT_MS = 20_000;

const percentile = (sorted: readonly number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

async function guest(browser: Browser, baseURL: string): Promise<{ page: Page; uid: number }> {
  const context = await browser.newContext({ ...devices['Pixel 7'], baseURL });
  const page = await context.newPage();
  await page.goto('/#/pages/login/index');
  await page.getByTestId('login-quick').click();
  await page.getByTestId('tab-match').waitFor({ timeout: STEP_TIMEOUT_MS });
  const gift = page.getByTestId('welcome-gift-later');
  if ((await gift.count()) > 0) await gift.click();
  await page.getByTestId('tab-me').click();
  const shown = page.getByTestId('me-uid');
  await page.waitForFunction(() => /^\d+$/.test(document.querySelector('[data-testid="me-uid"]')?.getAttribute('data-value') ?? ''), undefined, { timeout: STEP_TIMEOUT_MS });
  return { page, uid: Number(await shown.getAttribute('data-value')) };
}

/** Resolves when the remote video of `page` has painted a frame (a size). */
const firstRemoteFrame = (page: Page) =>
  page.waitForFunction(() => ((document.querySelector('[data-testid="remote-video"]') as HTMLVideoElement | null)?.videoWidth ?? 0) > 0, undefined, { polling: 'raf', timeout: STEP_TIMEOUT_MS });

/**
 * Call set-up (issue 5): from the callee's tap on answer to the first remote video frame
 * on both sides (the later of the two), over the real server, broker and signal relay.
 * Needs a built client: CLIENT_DIR (default ./dist).
 */
export async function run(): Promise<Figure[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'glint-bench-calls-'));
  const app = await buildApp(loadConfig({ DATA_DIR: dataDir, HOST: '127.0.0.1', DEMO_HOSTS: '0', RATE_LIMIT_FACTOR: BENCH_RATE_LIMIT_FACTOR, CLIENT_DIR: process.env.CLIENT_DIR ?? './dist' }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (typeof address !== 'object' || address === null) throw new Error('the server has no address');
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  try {
    const baseURL = `http://127.0.0.1:${address.port}`;
    const a = await guest(browser, baseURL);
    const b = await guest(browser, baseURL);
    const times: number[] = [];
    for (let call = 0; call < CALLS; call++) {
      await a.page.goto(`/#/pages/user-home-page/index?uid=${b.uid}`);
      await a.page.getByTestId('user-call-video').click();
      const accept = b.page.getByTestId('call-accept');
      await accept.waitFor({ timeout: STEP_TIMEOUT_MS });
      const began = performance.now();
      await accept.click();
      await Promise.all([firstRemoteFrame(a.page), firstRemoteFrame(b.page)]);
      times.push(performance.now() - began);
      await b.page.getByTestId('call-hangup').click();
      await a.page.getByTestId('call-end-reason').waitFor({ timeout: STEP_TIMEOUT_MS });
      await b.page.getByTestId('call-end-close').click();
    }
    const sorted = [...times].sort((x, y) => x - y);
    const p50 = percentile(sorted, 50);
    return [
      { name: `call set-up, accept to first remote frame (${CALLS} calls), p50`, value: p50, unit: 'ms', target: `<= ${TARGET_P50_MS}`, met: p50 <= TARGET_P50_MS },
      { name: `call set-up, accept to first remote frame (${CALLS} calls), p95`, value: percentile(sorted, 95), unit: 'ms' },
    ];
  } finally {
    await browser.close();
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
