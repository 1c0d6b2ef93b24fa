import type { FastifyInstance } from 'fastify';
import { errorReporter } from '../logging/error-reporter.js';
import { PAYMENTS_SWEEP_INTERVAL_MS } from '../../src/domain/constants.js';
import type { CallDefinition, CallRegistry } from '../api/call-registry.js';
import type { AppContext } from '../context.js';
import { VIP_RENEWAL_JOB_INTERVAL_MS } from '../../src/domain/payments/vip-renewal.js';
import { vipAlertTimeCall } from '../vip/calls/vip-alert-time.call.js';
import { vipCancelCall } from '../vip/calls/vip-cancel.call.js';
import { vipSubscriptionCall } from '../vip/calls/vip-subscription.call.js';
import { renewDueSubscriptions } from '../vip/subscriptions/renew-due-subscriptions.js';
import { registerRenewalTestHook } from '../vip/subscriptions/renewal-test-hook.js';
import { vipCallbackCall } from '../vip/calls/vip-callback.call.js';
import { vipEventCall } from '../vip/calls/vip-event.call.js';
import { vipGetAlertCall } from '../vip/calls/vip-get-alert.call.js';
import { createSandboxCardProvider } from './card-provider.js';
import { coinAfterTimeCall } from './calls/coin-after-time.call.js';
import { coinCallbackCall } from './calls/coin-callback.call.js';
import { coinFreeCoinsCall } from './calls/coin-free-coins.call.js';
import { orderAppleCancelCall } from './calls/order-apple-cancel.call.js';
import { orderAppleCreateCall } from './calls/order-apple-create.call.js';
import { orderAppleVerifyCall } from './calls/order-apple-verify.call.js';
import { orderCheckCall } from './calls/order-check.call.js';
import { orderCreateCall } from './calls/order-create.call.js';
import { orderPaySuccessCall } from './calls/order-pay-success.call.js';
import { orderTransactionCall } from './calls/order-transaction.call.js';
import { otherIapLogCall } from './calls/other-iap-log.call.js';
import { payEventAckCall } from './calls/pay-event-ack.call.js';
import { payStartCall } from './calls/pay-start.call.js';
import { loopbackTransport, notificationTransport } from './loopback-transport.js';
import { NOTIFY_PATH, registerNotificationRoute } from './notification-route.js';
import { noCardProvider } from './no-card-provider.js';
import { paymentsDatabase } from './payment-tables.js';
import type { PaymentsDeps } from './payments-deps.js';
import { startPeriodicJob } from './periodic-job.js';
import { sweepPayments } from './reconcile-orders.js';
import { createSandboxProvider, type SandboxProvider } from './sandbox-provider/sandbox-provider.js';
import { loadSandboxSettings, SANDBOX_MOUNT_PATH, type SandboxSettings } from './sandbox-provider/sandbox-settings.js';

/** What the payments module hands back to its caller (tests and benches drive the sandbox through it). */
export interface Payments {
  readonly deps: PaymentsDeps;
  /** The mounted sandbox provider; null when SANDBOX_PAY_URL points at one elsewhere or the sandbox is off. */
  readonly sandbox: SandboxProvider | null;
  readonly settings: SandboxSettings;
}

export function paymentCalls(deps: PaymentsDeps): readonly CallDefinition[] {
  return [
    coinCallbackCall(deps), coinFreeCoinsCall(deps), coinAfterTimeCall(deps),
    orderCheckCall(deps), orderCreateCall(deps), orderTransactionCall(deps), orderPaySuccessCall(deps),
    payStartCall(deps), payEventAckCall(deps),
    orderAppleCreateCall(deps), orderAppleVerifyCall(deps), orderAppleCancelCall(deps), otherIapLogCall(deps),
    vipCallbackCall(deps), vipAlertTimeCall(deps), vipGetAlertCall(deps), vipEventCall(deps),
    vipSubscriptionCall(deps), vipCancelCall(deps),
  ];
}

/**
 * Coins, VIP and payments (ADR 0005): the sandbox card provider mounted at /sandbox-pay
 * (unless SANDBOX_PAY_URL names one elsewhere, or the sandbox is off: ServerConfig.paySandbox), the provider's notification endpoint, the
 * /coin/*, /order/*, /pay/*, /order-apple/*, /vip/* calls, the sweep that reconciles
 * overdue orders and grants VIP coins, and the job that renews VIP card subscriptions. On shutdown the sweep, the sandbox's timers and
 * its notification retries stop.
 */
export async function registerPayments(app: FastifyInstance, ctx: AppContext, registry: CallRegistry, env: NodeJS.ProcessEnv = process.env): Promise<Payments> {
  const onError = errorReporter(app.log, 'payments');
  const settings = loadSandboxSettings(env);
  const http = loopbackTransport(app);
  // Production without PAY_SANDBOX: no sandbox to mount, and nothing it signs is believed.
  const { paySandbox, publicOrigins } = ctx.config;
  const mounted = paySandbox && settings.publicUrl === SANDBOX_MOUNT_PATH;
  const sandbox = mounted
    ? createSandboxProvider({ settings, clock: ctx.clock, scheduler: ctx.scheduler, transport: notificationTransport(http), onError })
    : null;
  if (sandbox !== null) await app.register(sandbox.plugin, { prefix: SANDBOX_MOUNT_PATH });

  const deps: PaymentsDeps = {
    db: ctx.db,
    pdb: paymentsDatabase(ctx.db),
    clock: ctx.clock,
    publisher: ctx.realtime.publisher,
    onError,
    provider: paySandbox ? createSandboxCardProvider(settings, http, ctx.clock) : noCardProvider(),
    notifyUrl: env.PAY_NOTIFY_URL || NOTIFY_PATH,
    notifySecret: settings.notifySecret,
    storeSecret: settings.storeSecret,
    paySandbox,
    publicOrigins,
  };
  await registerNotificationRoute(app, deps);
  if (sandbox !== null) registerRenewalTestHook(app, deps, ctx.config.adminToken);
  registry.add(...paymentCalls(deps));

  const stopSweep = startPeriodicJob({ scheduler: ctx.scheduler, clock: ctx.clock, intervalMs: PAYMENTS_SWEEP_INTERVAL_MS, atStart: false, work: () => sweepPayments(deps), onError });
  const stopRenewals = startPeriodicJob({
    scheduler: ctx.scheduler, clock: ctx.clock, intervalMs: VIP_RENEWAL_JOB_INTERVAL_MS, atStart: true,
    work: () => renewDueSubscriptions(deps, ctx.clock.now()),
    onError: errorReporter(app.log, 'VIP renewals'),
  });
  // Before onClose closes the database: nothing may run into a closed one.
  app.addHook('preClose', async () => {
    stopSweep();
    stopRenewals();
    sandbox?.close();
    await sandbox?.notifier.idle();
  });
  return { deps, sandbox, settings };
}
