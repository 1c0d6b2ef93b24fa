import type { ServerConfig } from '../config.js';
import type { AppContext } from '../context.js';
import type { ErrorReporter } from '../logging/error-reporter.js';
import { createSandboxCardProvider, type HttpTransport } from './card-provider.js';
import { noCardProvider } from './no-card-provider.js';
import { NOTIFY_PATH } from './notification-route.js';
import { paymentsDatabase } from './payment-tables.js';
import type { PaymentsDeps } from './payments-deps.js';
import { SANDBOX_MOUNT_PATH, type SandboxSettings } from './sandbox-provider/sandbox-settings.js';

/**
 * Builds the payment deps from the context. `http` reaches the provider (the mounted
 * sandbox through the app itself). Production without PAY_SANDBOX has no card provider:
 * nothing the sandbox signs is believed.
 */
export function createPaymentsDeps(ctx: AppContext, settings: SandboxSettings, http: HttpTransport, onError: ErrorReporter, env: NodeJS.ProcessEnv = process.env): PaymentsDeps {
  const { paySandbox, publicOrigins } = ctx.config;
  return {
    db: ctx.db,
    giftBag: ctx.giftBag,
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
}

/** Whether this server mounts the sandbox provider itself (sandbox on, and SANDBOX_PAY_URL not naming one elsewhere). */
export function mountsSandbox(config: ServerConfig, settings: SandboxSettings): boolean {
  return config.paySandbox && settings.publicUrl === SANDBOX_MOUNT_PATH;
}
