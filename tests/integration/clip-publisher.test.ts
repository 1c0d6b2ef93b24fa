/**
 * A demo host's live stream (issue #15): the demo face clip published by a werift peer in
 * the server through the LiveMediaPort a browser host uses, on the embedded SFU and on a
 * real Janus: a viewer gets a key frame and then frames that keep coming. (The publisher's
 * CPU time is measured by `npm run bench -- demo-live`.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoFaceClip } from '../../server/demo/ivf-clip.js';
import { publishClip, type ClipPublisher } from '../../server/live/clip-publisher.js';
import { JanusSfu } from '../../server/live/janus-sfu.js';
import type { LiveMediaPort } from '../../server/live/live-media-port.js';
import { WeriftSfu } from '../../server/live/werift-sfu.js';
import { skipJanus, startJanus } from '../support/janus-server.js';
import { joinWeriftViewer, type WeriftViewer } from '../support/live-media-peers.js';

/** The bar is a key frame within a second; a shared 2-core CI machine gets headroom. */
const MEDIA_TIMEOUT_MS = 10_000;
/** A viewer watching this long sees the clip's frames advance (15 a second). */
const WATCH_MS = 1_000;

async function packetsDuring(viewer: WeriftViewer, ms: number): Promise<number> {
  const before = viewer.videoPackets();
  await new Promise((resolve) => setTimeout(resolve, ms));
  return viewer.videoPackets() - before;
}

const SFUS: ReadonlyArray<{ name: string; skip: boolean; start: () => Promise<{ sfu: LiveMediaPort; stop: () => Promise<void> }> }> = [
  {
    name: 'embedded (werift)',
    skip: false,
    start: async () => {
      const sfu = new WeriftSfu();
      return { sfu, stop: () => sfu.stop() };
    },
  },
  {
    name: 'Janus',
    skip: skipJanus('clip-publisher'),
    start: async () => {
      const janus = await startJanus();
      const sfu = new JanusSfu(janus.url);
      return { sfu, stop: async () => (await sfu.stop(), await janus.stop()) };
    },
  },
];

describe.each(SFUS)('the demo clip as a live host through the $name SFU', ({ skip, start }) => {
  const liveId = '77';
  let sfu: LiveMediaPort;
  let stop: () => Promise<void>;
  let publisher: ClipPublisher;
  let viewer: WeriftViewer | undefined;

  beforeAll(async () => {
    if (skip) return;
    ({ sfu, stop } = await start());
    publisher = await publishClip(sfu, liveId, demoFaceClip());
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
