/**
 * Both SFUs behind the server's LiveMediaPort, side by side: the embedded werift SFU and a
 * real Janus (videoroom) started by the test. A host (Chromium, fake camera) publishes, two
 * viewers (werift peers) get a key frame and then more frames, a viewer that is a Chromium
 * page decodes and shows them (for Janus this is the host-and-viewer-in-Chromium proof:
 * the live e2e runs on the embedded SFU); dropping a viewer (a kick)
 * stops its media while the other keeps receiving; the host's drop and return are told.
 */
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveMediaPort } from '../../server/live/live-media-port.js';
import { CHROMIUM_ARGS, chromiumPath } from '../support/chromium-path.js';
import { joinChromiumViewer, joinWeriftViewer, startChromiumHost, type ChromiumHost, type WeriftViewer } from '../support/live-media-peers.js';
import { packetsDuring, sfuVariants } from '../support/sfu-variants.js';

/** The bar is a key frame within a second; a shared 2-core CI machine gets headroom. */
const MEDIA_TIMEOUT_MS = 10_000;
const POLL_MS = 50;
/** A host's drop is seen when its video falls silent for 2 s (both SFUs), with headroom for a busy machine. */
const HOST_DROP_TIMEOUT_MS = 5_000;

async function until(check: () => boolean, timeoutMs = MEDIA_TIMEOUT_MS): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

const SFUS = sfuVariants('live-media');

let browser: Browser;
beforeAll(async () => {
  browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
});
afterAll(async () => {
  await browser?.close();
});

describe.each(SFUS)('live media through the $name SFU', ({ skip, start }) => {
  const liveId = '41';
  let sfu: LiveMediaPort;
  let stop: () => Promise<void>;
  let host: ChromiumHost;
  const hostStates: string[] = [];
  const viewers: WeriftViewer[] = [];

  beforeAll(async () => {
    if (skip) return;
    ({ sfu, stop } = await start());
    sfu.onHostState((id, state) => id === liveId && hostStates.push(state));
    host = await startChromiumHost(browser, sfu, liveId);
  });
  afterAll(async () => {
    await Promise.all(viewers.map((viewer) => viewer.pc.close().catch(() => undefined)));
    await stop?.();
    await host?.page.context().close();
  });

  it.skipIf(skip)('forwards the host’s one stream to two viewers: a key frame first, then frames keep coming', async () => {
    viewers.push(await joinWeriftViewer(sfu, liveId, 'v1', MEDIA_TIMEOUT_MS), await joinWeriftViewer(sfu, liveId, 'v2', MEDIA_TIMEOUT_MS));
    for (const viewer of viewers) {
      expect(await viewer.keyFrameMs).toBeLessThan(MEDIA_TIMEOUT_MS);
      expect(await packetsDuring(viewer, 500)).toBeGreaterThan(0);
    }
    await until(() => hostStates.includes('up'));
  });

  it.skipIf(skip)('plays the host’s camera in a viewer that is a real Chromium page: its decoder presents frames, and more keep coming', async () => {
    const viewer = await joinChromiumViewer(browser, sfu, liveId, 'v3');
    try {
      await expect.poll(() => viewer.framesShown(), { timeout: MEDIA_TIMEOUT_MS, interval: POLL_MS }).toBeGreaterThan(0);
      const first = await viewer.framesShown();
      await expect.poll(() => viewer.framesShown(), { timeout: MEDIA_TIMEOUT_MS, interval: POLL_MS }).toBeGreaterThan(first);
    } finally {
      await sfu.dropViewer(liveId, 'v3');
      await viewer.page.context().close();
    }
  });

  it.skipIf(skip)('drops a kicked viewer’s subscription at once while the other viewer keeps watching', async () => {
    const [kicked, staying] = viewers as [WeriftViewer, WeriftViewer];
    await sfu.dropViewer(liveId, 'v1');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await packetsDuring(kicked, 700)).toBe(0);
    expect(await packetsDuring(staying, 700)).toBeGreaterThan(0);
  });

  it.skipIf(skip)('tells the host’s drop and its return; a viewer subscribing again on the resume gets the new stream', async () => {
    await host.hangUp();
    await until(() => hostStates.at(-1) === 'down', HOST_DROP_TIMEOUT_MS);
    await host.publish();
    await until(() => hostStates.at(-1) === 'up');
    const again = await joinWeriftViewer(sfu, liveId, 'v2', MEDIA_TIMEOUT_MS);
    viewers.push(again);
    expect(await again.keyFrameMs).toBeLessThan(MEDIA_TIMEOUT_MS);
  });
});
