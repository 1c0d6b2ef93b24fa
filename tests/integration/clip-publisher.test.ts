/**
 * A demo host's live stream (issue #15): the demo face clip published by a werift peer in
 * the server through the LiveMediaPort a browser host uses, on the embedded SFU and on a
 * real Janus: a viewer gets a key frame and then frames that keep coming. A Janus that
 * crashes and comes back gets the clip published again, and a viewer watches again. (The
 * publisher's CPU time is measured by `npm run bench -- demo-live`.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoFaceClip } from '../../server/demo/ivf-clip.js';
import { publishClip, type ClipPublisher } from '../../server/live/clip-publisher.js';
import { JanusSfu } from '../../server/live/janus-sfu.js';
import type { LiveMediaPort } from '../../server/live/live-media-port.js';
import { skipJanus, startJanus, type JanusServer } from '../support/janus-server.js';
import { joinWeriftViewer, type WeriftViewer } from '../support/live-media-peers.js';
import { packetsDuring, sfuVariants } from '../support/sfu-variants.js';

/** The bar is a key frame within a second; a shared 2-core CI machine gets headroom. */
const MEDIA_TIMEOUT_MS = 10_000;
/** A viewer watching this long sees the clip's frames advance (15 a second). */
const WATCH_MS = 1_000;

/** A publish tried while Janus is still coming back fails and is retried: shown, not a failure. */
const reportError = (error: unknown) => console.warn('[clip-publisher]', error);

const SFUS = sfuVariants('clip-publisher');

describe.each(SFUS)('the demo clip as a live host through the $name SFU', ({ skip, start }) => {
  const liveId = '77';
  let sfu: LiveMediaPort;
  let stop: () => Promise<void>;
  let publisher: ClipPublisher;
  let viewer: WeriftViewer | undefined;

  beforeAll(async () => {
    if (skip) return;
    ({ sfu, stop } = await start());
    publisher = await publishClip(sfu, liveId, demoFaceClip(), reportError);
  });
  afterAll(async () => {
    await viewer?.pc.close().catch(() => undefined);
    await publisher?.stop();
    await stop?.();
  });

  it.skipIf(skip)('gives a viewer a key frame, then frames that keep coming', async () => {
    viewer = await joinWeriftViewer(sfu, liveId, 'v1', MEDIA_TIMEOUT_MS);
    expect(await viewer.keyFrameMs).toBeLessThan(MEDIA_TIMEOUT_MS);
    expect(await packetsDuring(viewer, WATCH_MS)).toBeGreaterThan(0);
  }, 30_000);
});

describe.skipIf(skipJanus('clip-publisher restart'))('the demo clip through a Janus that crashes and comes back', () => {
  const liveId = '78';
  let janus: JanusServer;
  let sfu: JanusSfu;
  let publisher: ClipPublisher;
  const viewers: WeriftViewer[] = [];

  beforeAll(async () => {
    janus = await startJanus();
    sfu = new JanusSfu(janus.url);
    publisher = await publishClip(sfu, liveId, demoFaceClip(), reportError);
  });
  afterAll(async () => {
    for (const viewer of viewers) await viewer.pc.close().catch(() => undefined);
    await publisher?.stop();
    await sfu?.stop();
    await janus?.stop();
  });

  it('publishes the clip again once the adapter tells the stream went down, so a viewer watches again', async () => {
    const hostStates: string[] = [];
    sfu.onHostState((id, state) => id === liveId && hostStates.push(state));
    viewers.push(await joinWeriftViewer(sfu, liveId, 'v1', MEDIA_TIMEOUT_MS));
    expect(await viewers[0]!.keyFrameMs).toBeLessThan(MEDIA_TIMEOUT_MS);
    await janus.crashAndRestart();
    await expect.poll(() => hostStates.join(','), { timeout: 15_000 }).toMatch(/down,up$/);
    viewers.push(await joinWeriftViewer(sfu, liveId, 'v1', MEDIA_TIMEOUT_MS));
    expect(await viewers[1]!.keyFrameMs).toBeLessThan(MEDIA_TIMEOUT_MS);
    expect(await packetsDuring(viewers[1]!, WATCH_MS)).toBeGreaterThan(0);
  }, 60_000);
});
