import { PAYMENTS_SWEEP_INTERVAL_MS } from '../../src/domain/constants.js';
import type { AppContext } from '../context.js';
import { errorReporter } from '../logging/error-reporter.js';
import type { ServerModule } from '../server-module.js';
import { coinAfterTimeEndpoint } from './coin-after-time.endpoint.js';
import { coinCallbackEndpoint } from './coin-callback.endpoint.js';
import { coinFreeCoinsEndpoint } from './coin-free-coins.endpoint.js';
import { createPaymentsDeps, mountsSandbox } from './create-payments-deps.js';
import { lateLoopbackTransport, notificationTransport } from './loopback-transport.js';
import { registerNotificationRoute } from './notification-route.js';
import { orderAppleCancelEndpoint } from './order-apple-cancel.endpoint.js';
import { orderAppleCreateEndpoint } from './order-apple-create.endpoint.js';
import { orderAppleVerifyEndpoint } from './order-apple-verify.endpoint.js';
import { orderCheckEndpoint } from './order-check.endpoint.js';
import { orderCreateEndpoint } from './order-create.endpoint.js';
import { orderPaySuccessEndpoint } from './order-pay-success.endpoint.js';
import { orderTransactionEndpoint } from './order-transaction.endpoint.js';
import { otherIapLogEndpoint } from './other-iap-log.endpoint.js';
import { payEventAckEndpoint } from './pay-event-ack.endpoint.js';
import { payStartEndpoint } from './pay-start.endpoint.js';
import type { PaymentEndpointDeps } from './payments-deps.js';
import { startPeriodicJob } from '../scale/periodic-job.js';
import { sweepPayments } from './reconcile-orders.js';
import { createSandboxProvider } from './sandbox-provider/sandbox-provider.js';
import { SANDBOX_MOUNT_PATH } from './sandbox-provider/sandbox-settings.js';

/**
 * Coins and payments (ADR 0005): the /coin/*, /order/*, /pay/*, /order-apple/* and
 * /other/iap-log endpoints; the sandbox card provider mounted at /sandbox-pay (unless
 * SANDBOX_PAY_URL names one elsewhere, or the sandbox is off: ServerConfig.paySandbox) and
 * the provider's notification route; the sweep that reconciles overdue orders and grants
 * VIP coins. On stop the sweep, the sandbox's timers and its notification retries end.
 */
export function createPaymentsModule(ctx: AppContext): ServerModule {
  const onError = errorReporter(ctx.log, 'payments');
  const settings = ctx.sandboxSettings;
  const loopback = lateLoopbackTransport();
  const sandbox = mountsSandbox(ctx.config, settings)
    ? createSandboxProvider({ settings, clock: ctx.clock, scheduler: ctx.scheduler, transport: notificationTransport(loopback.transport), onError })
    : null;
  const deps: PaymentEndpointDeps = { ...createPaymentsDeps(ctx, settings, loopback.transport, onError), ledger: ctx.ledger };
  let stopSweep = (): void => undefined;
  return {
    endpoints: [
      coinCallbackEndpoint(deps), coinFreeCoinsEndpoint(deps), coinAfterTimeEndpoint(deps),
      orderCheckEndpoint(deps), orderCreateEndpoint(deps), orderTransactionEndpoint(deps), orderPaySuccessEndpoint(deps),
      payStartEndpoint(deps), payEventAckEndpoint(deps),
      orderAppleCreateEndpoint(deps), orderAppleVerifyEndpoint(deps), orderAppleCancelEndpoint(deps), otherIapLogEndpoint(deps),
    ],
    routes: async (app) => {
      loopback.mount(app);
      if (sandbox !== null) await app.register(sandbox.plugin, { prefix: SANDBOX_MOUNT_PATH });
      await registerNotificationRoute(app, deps);
    },
    start: () => {
      stopSweep = startPeriodicJob({ scheduler: ctx.scheduler, clock: ctx.clock, intervalMs: PAYMENTS_SWEEP_INTERVAL_MS, atStart: false, work: () => sweepPayments(deps), onError,
        owner: { leases: ctx.cluster.leases, name: 'payments-sweep' },
      });
    },
    stop: async () => {
      stopSweep();
      sandbox?.close();
      await sandbox?.notifier.idle();
    },
  };
}
