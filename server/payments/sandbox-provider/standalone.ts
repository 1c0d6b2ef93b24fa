import Fastify, { type FastifyInstance } from 'fastify';
import { systemClock, type Clock } from '../../context.js';
import { createTimerScheduler, type Scheduler } from '../../calls/scheduler.js';
import { createSandboxProvider, type SandboxProvider } from './sandbox-provider.js';
import { SANDBOX_MOUNT_PATH, type SandboxSettings } from './sandbox-settings.js';

/**
 * The sandbox provider as its own server, like a real provider on another host: its
 * routes under /sandbox-pay, notifications to the merchant over HTTP (notify URLs must
 * then be absolute: PAY_NOTIFY_URL on Glint's side), the same secrets as Glint
 * (SANDBOX_PAY_SECRET on both). Glint uses it when SANDBOX_PAY_URL names it.
 */
export async function buildStandaloneSandbox(settings: SandboxSettings, options: { clock?: Clock; scheduler?: Scheduler } = {}): Promise<{ app: FastifyInstance; provider: SandboxProvider }> {
  const app = Fastify({ logger: false });
  const clock = options.clock ?? systemClock;
  const onError = (error: unknown) => app.log.error({ err: error }, 'sandbox provider: background work failed');
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
