import type { AppContext } from '../context.js';
import { createSensitiveListsSource } from '../messages/sensitive-lists.js';
import type { ServerModule } from '../server-module.js';
import type { LiveDeps } from './live-deps.js';
import { liveChatEndpoint } from './live-chat.endpoint.js';
import { liveEndEndpoint } from './live-end.endpoint.js';
import { liveGiftEndpoint } from './live-gift.endpoint.js';
import { liveJoinEndpoint } from './live-join.endpoint.js';
import { liveLeaveEndpoint } from './live-leave.endpoint.js';
import { liveListEndpoint } from './live-list.endpoint.js';
import { createLiveMedia } from './live-media.js';
import { liveModerateEndpoint } from './live-moderate.endpoint.js';
import { livePublishEndpoint } from './live-publish.endpoint.js';
import { liveStartEndpoint } from './live-start.endpoint.js';
import { liveSummaryEndpoint } from './live-summary.endpoint.js';
import { liveWatchAnswerEndpoint } from './live-watch-answer.endpoint.js';
import { liveWatchEndpoint } from './live-watch.endpoint.js';
import { demoFaceClip } from '../demo/ivf-clip.js';
import { errorReporter } from '../logging/error-reporter.js';
import { runWhileLeaseHeld } from '../scale/while-lease-held.js';
import { DEMO_LIVES_LEASE, DEMO_LIVES_LEASE_CHECK_MS, startDemoLives } from './demo-lives.js';
import { CallSilence } from './call-silence.js';
import { followHostMedia } from './host-media-notices.js';
import { followPrivateCalls } from './private-calls.js';

/**
 * Live rooms (issue #15): a host goes live, viewers watch through the SFU (embedded werift,
 * or Janus with JANUS_URL), chat, gift; the host kicks and mutes. Room events are realtime
 * type 5 on the room's system topic, which only members may read. With DEMO_HOSTS on, a few
 * demo hosts are live with the demo face clip (demo-lives.ts).
 */
export function createLiveModule(ctx: AppContext): ServerModule {
  const { media, routes } = createLiveMedia(ctx);
  const deps: LiveDeps = { ...ctx, media, sensitive: createSensitiveListsSource(ctx.db), chatTimes: new Map() };
  let unfollow: readonly (() => void)[] = [];
  let stopDemoLives = async (): Promise<void> => undefined;
  return {
    endpoints: [
      liveListEndpoint(deps), liveStartEndpoint(deps), livePublishEndpoint(deps), liveJoinEndpoint(deps), liveWatchEndpoint(deps),
      liveLeaveEndpoint(deps), liveChatEndpoint(deps), liveGiftEndpoint(deps), liveModerateEndpoint(deps), liveEndEndpoint(deps),
      liveSummaryEndpoint(deps), liveWatchAnswerEndpoint(deps),
    ],
    ...(routes === undefined ? {} : { routes }),
    start: async () => {
      const silence = new CallSilence();
      unfollow = [followHostMedia(deps, silence), followPrivateCalls(deps, silence)];
      const onError = errorReporter(ctx.log, 'live');
      // On one node of several: each would otherwise end the others' demo rooms as stale.
      const holding = { leases: ctx.cluster.leases, name: DEMO_LIVES_LEASE, checkMs: DEMO_LIVES_LEASE_CHECK_MS, scheduler: ctx.scheduler, clock: ctx.clock, onError };
      stopDemoLives = await runWhileLeaseHeld(holding, () => startDemoLives(deps, { on: ctx.config.demoHosts, clip: demoFaceClip, onError }));
    },
    stop: async () => {
      await stopDemoLives();
      for (const stop of unfollow) stop();
      await media.stop();
    },
  };
}
