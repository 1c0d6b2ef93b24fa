import type { ErrorReporter } from '../../logging/error-reporter.js';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { PAY_NOTIFY_MAX_ATTEMPTS, PAY_NOTIFY_RETRY_BASE_MS, PAY_NOTIFY_RETRY_MAX_MS } from '../../../src/domain/constants.js';
import type { Clock } from '../../context.js';
import type { Scheduler } from '../../calls/scheduler.js';
import { registerLibraryApi } from './library-routes.js';
import { registerMerchantApi } from './merchant-routes.js';
import { SandboxNotifier, type NotificationTransport } from './notifier.js';
import { registerPages } from './page-routes.js';
import type { SandboxNotification } from './sandbox-codes.js';
import type { SandboxSettings } from './sandbox-settings.js';
import { SandboxTransactions } from './sandbox-transactions.js';
import { registerStore } from './store-routes.js';

export interface SandboxProviderOptions {
  readonly settings: SandboxSettings;
  readonly clock: Clock;
  readonly scheduler: Scheduler;
  /** How notifications reach the merchant (in process when mounted, HTTP otherwise). */
  readonly transport: NotificationTransport;
  readonly onError: ErrorReporter;
}

/** The sandbox card provider: its routes (register under the mount path) and its parts. */
export interface SandboxProvider {
  readonly plugin: FastifyPluginAsync;
  readonly transactions: SandboxTransactions;
  readonly notifier: SandboxNotifier;
  /** Stops timers and retries (the server is shutting down). */
  close(): void;
}

/** Creates the sandbox provider. Mount it with `app.register(provider.plugin, { prefix: SANDBOX_MOUNT_PATH })`. */
export function createSandboxProvider(options: SandboxProviderOptions): SandboxProvider {
  const { settings, clock } = options;
  const notifier = new SandboxNotifier({
    transport: options.transport,
    secret: settings.notifySecret,
    clock,
    scheduler: options.scheduler,
    policy: { baseMs: PAY_NOTIFY_RETRY_BASE_MS, maxMs: PAY_NOTIFY_RETRY_MAX_MS, maxAttempts: PAY_NOTIFY_MAX_ATTEMPTS },
    onError: options.onError,
  });
  const transactions = new SandboxTransactions({
    clock,
    scheduler: options.scheduler,
    publicUrl: settings.publicUrl,
    onEvent: (transaction, type) => {
      const notification: SandboxNotification = {
        event_id: `evt_${randomBytes(12).toString('hex')}`,
        type,
        created: clock.now(),
        data: {
          transaction_id: transaction.id,
          merchant_order_no: transaction.merchantOrderNo,
          amount: transaction.amount,
          currency: transaction.currency,
          status: transaction.status,
          error_code: transaction.errorCode,
          card_token: transaction.cardToken,
        },
      };
      notifier.send(transaction.notifyUrl, notification);
    },
  });

  const plugin: FastifyPluginAsync = async (app: FastifyInstance) => {
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    registerMerchantApi(app, settings, transactions, clock);
    registerLibraryApi(app, settings, transactions, clock);
    registerPages(app, settings, transactions);
    registerStore(app, settings, clock);
  };

  return {
    plugin,
    transactions,
    notifier,
    close() {
      transactions.close();
      notifier.close();
    },
  };
}
