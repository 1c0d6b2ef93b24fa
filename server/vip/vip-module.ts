import { VIP_RENEWAL_JOB_INTERVAL_MS } from '../../src/domain/payments/vip-renewal.js';
import type { AppContext } from '../context.js';
import { errorReporter } from '../logging/error-reporter.js';
import { createPaymentsDeps, mountsSandbox } from '../payments/create-payments-deps.js';
import { lateLoopbackTransport } from '../payments/loopback-transport.js';
import { startPeriodicJob } from '../scale/periodic-job.js';
import type { ServerModule } from '../server-module.js';
import { renewDueSubscriptions } from './subscriptions/renew-due-subscriptions.js';
import { registerRenewalTestHook } from './subscriptions/renewal-test-hook.js';
import { vipAlertTimeEndpoint } from './vip-alert-time.endpoint.js';
import { vipCallbackEndpoint } from './vip-callback.endpoint.js';
import { vipCancelEndpoint } from './vip-cancel.endpoint.js';
import { vipEventEndpoint } from './vip-event.endpoint.js';
import { vipGetAlertEndpoint } from './vip-get-alert.endpoint.js';
import { vipSubscriptionEndpoint } from './vip-subscription.endpoint.js';

/**
 * VIP membership: the /vip/callback, /vip/subscription, /vip/cancel and /vip/event
 * endpoints, the discount popup's /vip/get-alert and /vip/alert-time (the offers rules of
 * server/offers, which has no endpoint of its own), and the job that renews VIP card subscriptions through the card provider
 * (with its sandbox-only test hook while the sandbox is mounted). VIP is bought and
 * extended as a payments order (server/payments settles it).
 */
export function createVipModule(ctx: AppContext): ServerModule {
  const onError = errorReporter(ctx.log, 'VIP renewals');
  const settings = ctx.sandboxSettings;
  const loopback = lateLoopbackTransport();
  const deps = createPaymentsDeps(ctx, settings, loopback.transport, onError);
  let stopRenewals = (): void => undefined;
  return {
    endpoints: [
      vipCallbackEndpoint(deps), vipSubscriptionEndpoint(deps), vipCancelEndpoint(deps), vipEventEndpoint(deps),
      vipGetAlertEndpoint(deps), vipAlertTimeEndpoint(deps),
    ],
    routes: async (app) => {
      loopback.mount(app);
      if (mountsSandbox(ctx.config, settings)) registerRenewalTestHook(app, deps, ctx.config.adminToken);
    },
    start: () => {
      stopRenewals = startPeriodicJob({
        scheduler: ctx.scheduler, clock: ctx.clock, intervalMs: VIP_RENEWAL_JOB_INTERVAL_MS, atStart: true,
        work: () => renewDueSubscriptions(deps, ctx.clock.now()),
        onError,
        owner: { leases: ctx.cluster.leases, name: 'vip-renewals' },
      });
    },
    stop: () => stopRenewals(),
  };
}
