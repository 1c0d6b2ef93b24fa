import { filter, first, firstValueFrom, map, merge, timer, type SchedulerLike } from 'rxjs';
import { PAYMENT_STATUS } from '../../domain';
import type { PayEventMessage } from '../contracts/pay/pay-event-message';
import type { PayResultStatus } from './checkout-outcome';
import type { PayEventInbox } from './pay-event-inbox';

export interface Settlement {
  readonly status: PayResultStatus;
  /** Coins the order credited (0 unless paid). */
  readonly coins: number;
  /** The balance right after, when the event said. */
  readonly balance: number | null;
}

/** The final word of a payment event, or null while the order is still open (pending, default) or for a refund. */
export function settlementOf(event: PayEventMessage): Settlement | null {
  const { status, coins, balance } = event.data;
  const end = (s: PayResultStatus): Settlement => ({ status: s, coins: s === 'success' ? coins : 0, balance });
  switch (status) {
    case PAYMENT_STATUS.success:
      return event.kind === 'refunded' ? null : end('success');
    case PAYMENT_STATUS.fail:
      return end('failed');
    case PAYMENT_STATUS.cancel:
      return end('cancelled');
    case PAYMENT_STATUS.timeout:
      return end('expired');
    default:
      return null;
  }
}

/**
 * Waits for the payment event that settles `orderNo` (it may already be in the inbox);
 * after `timeoutMs` without one the payment is reported as timed out (000 §4).
 */
export function awaitSettlement(inbox: PayEventInbox, orderNo: string, timeoutMs: number, scheduler: SchedulerLike): Promise<Settlement> {
  const known = inbox.latest(orderNo);
  const settledAlready = known === undefined ? null : settlementOf(known);
  if (settledAlready !== null) return Promise.resolve(settledAlready);
  const settled$ = inbox.events$.pipe(
    filter((event) => event.order_no === orderNo),
    map(settlementOf),
    filter((s): s is Settlement => s !== null),
  );
  const timedOut$ = timer(timeoutMs, scheduler).pipe(map((): Settlement => ({ status: 'timeout', coins: 0, balance: null })));
  return firstValueFrom(merge(settled$, timedOut$).pipe(first()));
}
