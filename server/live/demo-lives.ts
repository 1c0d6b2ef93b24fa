import { LIVE_TITLE_MAX_CHARS } from '../../src/application/contracts/live/start.contract.js';
import type { VideoClip } from '../demo/ivf-clip.js';
import type { ErrorReporter } from '../logging/error-reporter.js';
import { publishClip, type ClipPublisher } from './clip-publisher.js';
import { endLive } from './end-live.js';
import type { LiveDeps } from './live-deps.js';
import { demoHostsToLive, insertRoom, openDemoRooms } from './live-queries.js';

/**
 * How many demo hosts are live while DEMO_HOSTS is on: enough for Discover's live list to
 * show rooms and for a viewer to swipe between them on a fresh `npm start`, few enough that
 * their publishers cost little (one werift peer each, ~15 frames a second).
 */
export const DEMO_LIVE_COUNT = 3;

/**
 * With several nodes (REDIS_URL) one plays the demo lives, the holder of this lease: each
 * node starting them would end the others' rooms as stale and open its own. A dead holder's
 * demo lives move to another node within three checks (server/scale/while-lease-held.ts).
 */
export const DEMO_LIVES_LEASE = 'demo-lives';
export const DEMO_LIVES_LEASE_CHECK_MS = 5_000;

export interface DemoLivesOptions {
  readonly on: boolean;
  readonly clip: () => VideoClip;
  readonly onError: ErrorReporter;
}

/**
 * Demo hosts going live (issue #15, ADR 0018): with DEMO_HOSTS on, DEMO_LIVE_COUNT demo hosts
 * open a room whose host stream is the demo face clip, published into the SFU through the
 * LiveMediaPort like a browser host's (clip-publisher.ts); the clip loops, so the stream
 * never ends on its own. First, rooms of demo hosts an earlier run left open (a crash, or
 * DEMO_HOSTS since turned off) are ended: their stream died with that process, and a room
 * listed "live" with no stream would be untrue. A demo live that cannot publish is ended at
 * once for the same reason. Answers the stop, which ends every demo live (server shutdown).
 * Nothing bills: gifts to a demo host are refused (live-gift.endpoint.ts) and a private call
 * with one is free (call-rate.ts).
 */
export async function startDemoLives(deps: LiveDeps, options: DemoLivesOptions): Promise<() => Promise<void>> {
  for (const stale of await openDemoRooms(deps.db)) await endLive(deps, stale);
  if (!options.on) return async () => undefined;
  const playing = new Map<number, ClipPublisher>();
  for (const host of await demoHostsToLive(deps.db, DEMO_LIVE_COUNT)) {
    const liveId = await insertRoom(deps.db, host.uid, host.signature.slice(0, LIVE_TITLE_MAX_CHARS), '', deps.clock.now());
    if (liveId === undefined) continue; // already live: the host went live by hand meanwhile
    try {
      playing.set(liveId, await publishClip(deps.media, String(liveId), options.clip(), options.onError));
    } catch (error) {
      options.onError(error, { task: 'demo live', liveId });
      await endLive(deps, liveId);
    }
  }
  return async () => {
    for (const [liveId, publisher] of playing) {
      await endLive(deps, liveId);
      await publisher.stop();
    }
  };
}
