import type { AppContext } from '../context.js';
import { errorReporter } from '../logging/error-reporter.js';
import type { ServerModule } from '../server-module.js';
import { callAnswerEndpoint } from './call-answer.endpoint.js';
import { callConnectEndpoint } from './call-connect.endpoint.js';
import { callCurrentEndpoint } from './call-current.endpoint.js';
import { callDeclineEndpoint } from './call-decline.endpoint.js';
import { callEndEndpoint } from './call-end.endpoint.js';
import { callHeartbeatEndpoint } from './call-heartbeat.endpoint.js';
import { callHistoryEndpoint } from './call-history.endpoint.js';
import { callLiveAnswerEndpoint } from './call-live-answer.endpoint.js';
import { callStartEndpoint } from './call-start.endpoint.js';
import { callsDatabase } from './call-tables.js';
import { callsPresentOperation } from './calls-present.operation.js';
import { callTimerOwner, startCallTimerAdoption } from './call-timer-lease.js';
import { demoFaceClip } from '../demo/ivf-clip.js';
import { demoHostCamera } from './demo-host-camera.js';
import { startDemoHostPickup } from './demo-host-pickup.js';
import { isDemoHost } from './demo-hosts.js';
import { startMaintenanceDrain } from './maintenance-drain.js';
import { startSignalRelay } from './signal-relay.js';

/**
 * Video and voice calls (ADR 0004): the /call/* endpoints answered by the call service
 * (`ctx.calls`, built with the AppContext because the match and users modules use it
 * too), the timers of calls a previous run left open, the WebRTC signal relay, and the
 * demo hosts picking up (and sending their clip as video) when DEMO_HOSTS is on (busy/back, type 7, is the users module's),
 * and the calls a maintenance window overtakes ended at its start.
 */
export function createCallsModule(ctx: AppContext): ServerModule {
  const onError = errorReporter(ctx.log, 'calls');
  const { calls, clock, scheduler } = ctx;
  const db = callsDatabase(ctx.db);
  const stops: (() => void)[] = [];
  return {
    endpoints: [
      callStartEndpoint(ctx), callAnswerEndpoint(ctx), callLiveAnswerEndpoint(ctx), callConnectEndpoint(ctx),
      callHeartbeatEndpoint(ctx), callDeclineEndpoint(ctx), callEndEndpoint(ctx), callHistoryEndpoint(ctx), callCurrentEndpoint(ctx),
    ],
    adminOperations: [callsPresentOperation(ctx)],
    start: async () => {
      const demoHost = (uid: number) => isDemoHost(ctx.db, uid);
      const camera = ctx.config.demoHosts ? demoHostCamera({ calls, isDemoHost: demoHost, clip: demoFaceClip, onError }) : undefined;
      stops.push(startSignalRelay(db, ctx.realtime.publisher, onError, camera?.party));
      if (camera !== undefined) stops.push(camera.stop, startDemoHostPickup({ calls, isDemoHost: demoHost, clock, scheduler, random: Math.random, onError }));
      await calls.resume();
      stops.push(startMaintenanceDrain({ calls, maintenance: ctx.maintenance, scheduler, clock, leases: ctx.cluster.leases, onError }));
      const owner = callTimerOwner(ctx.cluster);
      if (owner !== null) stops.push(startCallTimerAdoption(owner, calls, onError));
    },
    stop: () => {
      for (const stop of stops.splice(0)) stop();
      calls.close();
    },
  };
}
