import { Subject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import type { RealtimeMessage } from '../ports/realtime.port';
import { outcomesOfPayEvents, type CheckoutOutcome } from './checkout-outcome';

const event = (status: number): RealtimeMessage => ({
  type: 34, event_id: 1, order_no: 'o1', kind: 'x', created_at: 1,
  data: { status, goods_id: 'vip_1', product_type: 2, pay_type: 22, coins: 0, balance: 10, vip_exp: 0, money: '4.99', currency: 'USD', failure: '', from_type: '' },
});

describe('checkout outcomes from payment events', () => {
  it('maps paid to succeeded, fail to failed, cancel and timeout to cancelled, and drops pending and other types', () => {
    const messages$ = new Subject<RealtimeMessage>();
    const seen: CheckoutOutcome[] = [];
    outcomesOfPayEvents(messages$).subscribe((outcome) => seen.push(outcome));
    [2, -2, -1, 3, 1].forEach((status) => messages$.next(event(status)));
    messages$.next({ type: 7, balance: 1 });
    messages$.next({ type: 34, broken: true });
    expect(seen.map((outcome) => outcome.kind)).toEqual(['succeeded', 'failed', 'cancelled', 'cancelled']);
    expect(seen[0]).toEqual({ kind: 'succeeded', item: { product_type: 2 }, balance: 10 });
  });
});
