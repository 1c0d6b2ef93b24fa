import type { ErrorReporter } from '../../logging/error-reporter.js';
import type { Clock } from '../../context.js';
import type { Cancel, Scheduler } from '../../calls/scheduler.js';
import { NOTIFICATION_SIGNATURE_HEADER, signNotification } from '../signing.js';
import type { SandboxNotification } from './sandbox-codes.js';

/** Sends one HTTP POST and tells its status; throws when nothing answered. */
export type NotificationTransport = (url: string, request: { readonly headers: Readonly<Record<string, string>>; readonly body: string }) => Promise<number>;

export interface RetryPolicy {
  readonly baseMs: number;
  readonly maxMs: number;
  readonly maxAttempts: number;
}

/** The wait before attempt `attempt + 1`: base × 2^(attempt − 1), capped. */
export function retryDelay(policy: RetryPolicy, attempt: number): number {
  return Math.min(policy.maxMs, policy.baseMs * 2 ** Math.max(0, attempt - 1));
}

const isAcknowledged = (status: number): boolean => status >= 200 && status < 300;

/**
 * Delivers signed notifications until the receiver acknowledges them with a 2xx, as a
 * real provider does: the first attempt at once, then retries with exponential backoff on
 * the scheduler, at most `maxAttempts` in all (after that the merchant's reconciliation
 * finds the outcome). Each attempt is signed with the time it is sent, so a late retry is
 * not stale. `close()` stops: retries are cancelled and nothing new is sent.
 */
export class SandboxNotifier {
  private closed = false;
  private readonly retries = new Set<Cancel>();
  private readonly inFlight = new Set<Promise<void>>();

  constructor(
    private readonly options: {
      readonly transport: NotificationTransport;
      readonly secret: string;
      readonly clock: Clock;
      readonly scheduler: Scheduler;
      readonly policy: RetryPolicy;
      readonly onError: ErrorReporter;
    },
  ) {}

  send(url: string, notification: SandboxNotification): void {
    this.attempt(url, JSON.stringify(notification), 1);
  }

  /** Resolves when no attempt is running (retries still scheduled are not waited for). */
  async idle(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
  }

  /** Notifications waiting for a retry. */
  get waiting(): number {
    return this.retries.size;
  }

  close(): void {
    this.closed = true;
    for (const cancel of this.retries) cancel();
    this.retries.clear();
  }

  private attempt(url: string, body: string, attempt: number): void {
    if (this.closed) return;
    const { transport, secret, clock } = this.options;
    const run = (async () => {
      let status = 0;
      try {
        const headers = { 'content-type': 'application/json', [NOTIFICATION_SIGNATURE_HEADER]: signNotification(secret, body, clock.now()) };
        status = await transport(url, { headers, body });
      } catch (error) {
        this.options.onError(error, { task: 'deliver payment notification', url, attempt });
      }
      if (!isAcknowledged(status)) this.retryLater(url, body, attempt, status);
    })();
    this.inFlight.add(run);
    void run.finally(() => this.inFlight.delete(run));
  }

  private retryLater(url: string, body: string, attempt: number, status: number): void {
    const { policy, scheduler, clock } = this.options;
    if (this.closed) return;
    if (attempt >= policy.maxAttempts) {
      // The merchant never acknowledged: its reconcile sweep is now the only way the payment lands.
      this.options.onError(new Error('payment notification never acknowledged; no more retries'), { task: 'deliver payment notification', url, attempt, status });
      return;
    }
    const cancel = scheduler.at(clock.now() + retryDelay(policy, attempt), () => {
      this.retries.delete(cancel);
      this.attempt(url, body, attempt + 1);
    });
    this.retries.add(cancel);
  }
}
