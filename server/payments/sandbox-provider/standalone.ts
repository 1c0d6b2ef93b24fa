import Fastify, { type FastifyInstance } from 'fastify';
import { systemClock, type Clock } from '../../context.js';
import { createTimerScheduler, type Scheduler } from '../../calls/scheduler.js';
import { createSandboxProvider, type SandboxProvider } from './sandbox-provider.js';
import { SANDBOX_MOUNT_PATH, type SandboxSettings } from './sandbox-settings.js';
import { registerSecurityHeaders } from '../../security/security-headers.js';
import { loadPolicySources } from '../../security/content-security-policy.js';
import { loggerOptions, logLevelFrom } from '../../logging/logger-options.js';
import { errorReporter } from '../../logging/error-reporter.js';

/**
 * The sandbox provider as its own server, like a real provider on another host: its
 * routes under /sandbox-pay, notifications to the merchant over HTTP (notify URLs must
 * then be absolute: PAY_NOTIFY_URL on Glint's side), the same secrets as Glint
 * (SANDBOX_PAY_SECRET on both). Glint uses it when SANDBOX_PAY_URL names it. Its pages may
 * be framed only by the shop origins PAY_SHOP_ORIGINS names (HSTS=1 behind TLS).
 */
export async function buildStandaloneSandbox(
  settings: SandboxSettings,
  options: { clock?: Clock; scheduler?: Scheduler; env?: NodeJS.ProcessEnv } = {},
): Promise<{ app: FastifyInstance; provider: SandboxProvider }> {
  const env = options.env ?? process.env;
  const app = Fastify({ ...loggerOptions(logLevelFrom(env)) });
  registerSecurityHeaders(app, { sources: loadPolicySources(env), clientScriptHashes: [], paymentPagesPrefix: SANDBOX_MOUNT_PATH, hsts: env.HSTS === '1' });
  const clock = options.clock ?? systemClock;
  const onError = errorReporter(app.log, 'sandbox provider');
  const provider = createSandboxProvider({
    settings,
    clock,
    scheduler: options.scheduler ?? createTimerScheduler(clock, onError),
    transport: async (url, { headers, body }) => {
      const response = await fetch(url, { method: 'POST', headers, body });
      await response.arrayBuffer();
      return response.status;
    },
    onError,
  });
  await app.register(provider.plugin, { prefix: SANDBOX_MOUNT_PATH });
  app.addHook('preClose', async () => {
    provider.close();
    await provider.notifier.idle();
  });
  return { app, provider };
}
