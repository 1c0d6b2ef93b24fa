/**
 * The Janus adapter outlives Janus: a real Janus is killed (as a crash does) and started
 * again on the same address while a host publishes and a viewer watches. Janus forgets
 * every session, room and handle; the adapter notices, tells the live that the host is
 * down (the room pauses), and the host publishing again — as the host's page does after
 * its link dropped — lands on a new session and a new room that a viewer watches again.
 */
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JanusSfu } from '../../server/live/janus-sfu.js';
import { CHROMIUM_ARGS, chromiumPath } from '../support/chromium-path.js';
import { skipJanus, startJanus, type JanusServer } from '../support/janus-server.js';
import { joinWeriftViewer, startChromiumHost, type ChromiumHost, type WeriftViewer } from '../support/live-media-peers.js';

/** The bar is a key frame within a second; a shared 2-core CI machine gets headroom. */
const MEDIA_TIMEOUT_MS = 10_000;
/** Janus unreachable for 2 s, or answering "no such session" when back, ends the old session; headroom for a busy machine. */
const LOSS_SEEN_MS = 6_000;
const POLL_MS = 50;

async function until(check: () => boolean, timeoutMs = MEDIA_TIMEOUT_MS): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

const skip = skipJanus('live-media-janus-restart');
const liveId = '43';
let browser: Browser;
let janus: JanusServer;
let sfu: JanusSfu;
let host: ChromiumHost;
const hostStates: string[] = [];
const viewers: WeriftViewer[] = [];

beforeAll(async () => {
  if (skip) return;
  browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  janus = await startJanus();
  sfu = new JanusSfu(janus.url);
  sfu.onHostState((id, state) => id === liveId && hostStates.push(state));
  host = await startChromiumHost(browser, sfu, liveId);
});
afterAll(async () => {
  await Promise.all(viewers.map((viewer) => viewer.pc.close().catch(() => undefined)));
  await sfu?.stop();
  await janus?.stop();
  await browser?.close();
});

describe('the Janus adapter when Janus restarts', () => {
  it.skipIf(skip)('pauses the live when Janus dies, and a host publishing again is watched through a new session and room', async () => {
    viewers.push(await joinWeriftViewer(sfu, liveId, 'v1', MEDIA_TIMEOUT_MS));
    expect(await viewers[0]!.keyFrameMs).toBeLessThan(MEDIA_TIMEOUT_MS);
    await until(() => hostStates.at(-1) === 'up');

    await janus.crashAndRestart();
    await until(() => hostStates.at(-1) === 'down', LOSS_SEEN_MS);
    expect(sfu.viewerCount(liveId)).toBe(0);

    await host.publish();
    await until(() => hostStates.at(-1) === 'up');
    const again = await joinWeriftViewer(sfu, liveId, 'v1', MEDIA_TIMEOUT_MS);
    viewers.push(again);
    expect(await again.keyFrameMs).toBeLessThan(MEDIA_TIMEOUT_MS);
    expect(hostStates).toEqual(['up', 'down', 'up']);
  }, 60_000);
});
