import { describe, expect, it } from 'vitest';
import { ManualTime } from '../../calls/manual-time.js';
import { verifyNotification } from '../signing.js';
import { retryDelay, SandboxNotifier, type NotificationTransport } from './notifier.js';
import type { SandboxNotification } from './sandbox-codes.js';

const POLICY = { baseMs: 1_000, maxMs: 8_000, maxAttempts: 6 };
const NOTIFICATION: SandboxNotification = {
  event_id: 'evt_1', type: 'transaction.succeeded', created: 0,
  data: { transaction_id: 'txn_1', merchant_order_no: 'GL1', amount: 499, currency: 'USD', status: 'succeeded', error_code: null },
};

function setup(answers: readonly (number | Error)[]) {
  const time = new ManualTime(1_000_000);
  const attempts: { at: number; header: string; body: string }[] = [];
  const transport: NotificationTransport = async (_url, { headers, body }) => {
    attempts.push({ at: time.now(), header: headers['sandbox-signature'] ?? '', body });
    const answer = answers[attempts.length - 1] ?? 200;
    if (answer instanceof Error) throw answer;
    return answer;
  };
  const errors: unknown[] = [];
  const contexts: unknown[] = [];
  const notifier = new SandboxNotifier({
    transport, secret: 's', clock: time, scheduler: time, policy: POLICY,
    onError: (e, context) => {
      errors.push(e);
      contexts.push(context);
    },
  });
  return { time, attempts, notifier, errors, contexts };
}

describe('the sandbox notifier', () => {
  it('sends once when the merchant acknowledges at once', async () => {
    const { notifier, attempts, time } = setup([200]);
    notifier.send('/notify', NOTIFICATION);
    await notifier.idle();
    await time.advanceBy(60_000);
    expect(attempts).toHaveLength(1);
    expect(notifier.waiting).toBe(0);
  });

  it('retries an unacknowledged notification after 1 s, 2 s, 4 s… capped, until a 2xx', async () => {
    const { notifier, attempts, time, errors, contexts } = setup([500, new Error('connection refused'), 409, 503, 204]);
    const start = time.now();
    notifier.send('/notify', NOTIFICATION);
    await notifier.idle();
    for (let i = 0; i < 5; i++) {
      await time.advanceBy(8_000);
      await notifier.idle();
    }
    expect(attempts.map((a) => a.at - start)).toEqual([0, 1_000, 3_000, 7_000, 15_000]);
    expect(errors).toHaveLength(1);
    expect(contexts).toEqual([{ task: 'deliver payment notification', url: '/notify', attempt: 2 }]);
    expect(notifier.waiting).toBe(0);
  });

  it('signs every attempt with the time it is sent, so a late retry is not stale', async () => {
    const { notifier, attempts, time } = setup([500, 200]);
    notifier.send('/notify', NOTIFICATION);
    await notifier.idle();
    await time.advanceBy(1_000);
    await notifier.idle();
    const last = attempts[1];
    expect(last && verifyNotification('s', last.body, last.header, last.at, 0)).toEqual({ ok: true, timestamp: last?.at });
  });

  it('gives up after the last attempt, and reports that it did with the URL, attempt and last status', async () => {
    const { notifier, attempts, time, contexts } = setup(Array.from({ length: 20 }, () => 500));
    notifier.send('/notify', NOTIFICATION);
    for (let i = 0; i < 20; i++) {
      await notifier.idle();
      await time.advanceBy(POLICY.maxMs);
    }
    expect(attempts).toHaveLength(POLICY.maxAttempts);
    expect(notifier.waiting).toBe(0);
    expect(contexts).toEqual([{ task: 'deliver payment notification', url: '/notify', attempt: POLICY.maxAttempts, status: 500 }]);
  });

  it('stops retrying and sends nothing new once closed', async () => {
    const { notifier, attempts, time } = setup([500, 500]);
    notifier.send('/notify', NOTIFICATION);
    await notifier.idle();
    expect(notifier.waiting).toBe(1);
    notifier.close();
    notifier.send('/notify', NOTIFICATION);
    await time.advanceBy(60_000);
    expect(attempts).toHaveLength(1);
    expect(time.size).toBe(0);
  });

  it('computes delays that double from the base and never exceed the cap', () => {
    expect([1, 2, 3, 4, 5, 6].map((attempt) => retryDelay(POLICY, attempt))).toEqual([1_000, 2_000, 4_000, 8_000, 8_000, 8_000]);
  });
});
