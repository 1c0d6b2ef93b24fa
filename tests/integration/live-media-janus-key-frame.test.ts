/**
 * Issue #15: "viewers who join late get a key frame within a second", on Janus. Janus's
 * periodic key-frame request is set to a minute here, so only a key frame requested for the
 * viewer can satisfy the bound. A burst of late joiners is the case that failed: the host's
 * encoder (Chromium, libwebrtc) honours one key-frame request in 300 ms and drops the
 * others, so the viewers whose WebRTC came up just after a honoured request waited for
 * Janus's periodic one (~2 s in the bench; a minute here).
 */
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JanusSfu } from '../../server/live/janus-sfu.js';
import { CHROMIUM_ARGS, chromiumPath } from '../support/chromium-path.js';
import { skipJanus, startJanus, type JanusServer } from '../support/janus-server.js';
import { joinWeriftViewer, startChromiumHost, type ChromiumHost, type WeriftViewer } from '../support/live-media-peers.js';

/** Long enough that Janus's own periodic request can never be what a viewer got. */
const PERIODIC_KEY_FRAME_S = 60;
/** The second, with headroom for a loaded 2-core CI machine; the periodic wait it must catch was ~2 s. */
const CONNECTED_TO_KEY_FRAME_BOUND_MS = 1_500;
const MEDIA_TIMEOUT_MS = 10_000;
/**
 * Late joiners arriving together, as the bench's bursts do: their connections come up spread
 * over a few hundred ms. Whether one of them lands in the encoder's dropped window is
 * chance (about two bursts in three did with the adapter before the follow-up request), so
 * there are several bursts.
 */
const BURST = 6;
const BURSTS = 3;
const LIVE_ID = '43';

const skip = skipJanus('live-media-janus-key-frame');

/** Connected → first key frame for each viewer (Infinity when it never connected or no key frame came). */
async function keyFrameLegs(viewers: readonly WeriftViewer[]): Promise<number[]> {
  return Promise.all(
    viewers.map(async (viewer) => {
      const [connected, keyFrame] = [await viewer.connectedMs, await viewer.keyFrameMs];
      return Number.isFinite(connected) && Number.isFinite(keyFrame) ? keyFrame - connected : Number.POSITIVE_INFINITY;
    }),
  );
}

describe.skipIf(skip)('a late joiner’s first key frame on Janus', () => {
  let browser: Browser;
  let janus: JanusServer;
  let sfu: JanusSfu;
  let host: ChromiumHost;
  const viewers: WeriftViewer[] = [];

  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
    janus = await startJanus();
    sfu = new JanusSfu(janus.url, { periodicKeyFrameS: PERIODIC_KEY_FRAME_S });
    host = await startChromiumHost(browser, sfu, LIVE_ID);
  });
  afterAll(async () => {
    await Promise.all(viewers.map((viewer) => viewer.pc.close().catch(() => undefined)));
    await sfu?.stop();
    await janus?.stop();
    await browser?.close();
  });

  it('comes within the bound after the viewer’s connection is up, for one viewer alone', async () => {
    const viewer = await joinWeriftViewer(sfu, LIVE_ID, 'first', MEDIA_TIMEOUT_MS);
    viewers.push(viewer);
    const [leg] = await keyFrameLegs([viewer]);
    expect(leg).toBeLessThan(CONNECTED_TO_KEY_FRAME_BOUND_MS);
  });

  it.each(Array.from({ length: BURSTS }, (_, index) => index))(`comes within the bound for each of ${BURST} viewers joining the running room at once (burst %i)`, async (round) => {
    const burst = await Promise.all(Array.from({ length: BURST }, (_, index) => joinWeriftViewer(sfu, LIVE_ID, `late${round}-${index}`, MEDIA_TIMEOUT_MS)));
    viewers.push(...burst);
    const legs = await keyFrameLegs(burst);
    expect(legs.filter((leg) => leg >= CONNECTED_TO_KEY_FRAME_BOUND_MS), `connected → key frame per viewer: ${legs.map(Math.round).join(', ')} ms`).toEqual([]);
  });
});
