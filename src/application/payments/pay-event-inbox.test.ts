import { Subject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { REALTIME_MESSAGE_TYPE } from '../../domain';
import type { RealtimeMessage } from '../ports/realtime.port';
import { createScriptedHttp } from '../session/session-test-kit';
import { settlementOf } from './await-settlement';
import { createPayEventInbox } from './pay-event-inbox';

const event = (id: number, orderNo: string, status: number, kind: string): RealtimeMessage => ({
  type: REALTIME_MESSAGE_TYPE.paymentEvent, event_id: id, order_no: orderNo, kind, created_at: 1,
  data: { status, goods_id: 'g', product_type: 1, pay_type: 22, coins: status === 2 ? 360 : 0, balance: 400, vip_exp: 0, money: '4.99', currency: 'USD', failure: '', from_type: '' },
});

function inbox() {
  const messages = new Subject<RealtimeMessage>();
  const http = createScriptedHttp({ '/pay/event-ack': { data: { acked: 1 } } });
  return { messages, http, inbox: createPayEventInbox({ http: http.http, messages$: messages }) };
}

describe('the payment event inbox', () => {
  it('acknowledges every payment event and keeps the latest per order', () => {
    const { messages, http, inbox: box } = inbox();
    messages.next(event(1, 'a', 1, 'pending'));
    messages.next(event(2, 'a', 2, 'paid'));
    expect(box.latest('a')?.event_id).toBe(2);
    expect(http.sent.map((s) => s.payload)).toEqual([{ event_id: 1 }, { event_id: 2 }]);
  });

  it('ignores other message types and malformed payment events, acknowledging nothing', () => {
    const { messages, http, inbox: box } = inbox();
    messages.next({ type: REALTIME_MESSAGE_TYPE.chat, order_no: 'a' });
    messages.next({ type: REALTIME_MESSAGE_TYPE.paymentEvent, event_id: 'x' });
    expect(box.latest('a')).toBeUndefined();
    expect(http.sent).toEqual([]);
  });

  it('forgets the oldest orders beyond fifty', () => {
    const { messages, inbox: box } = inbox();
    for (let i = 1; i <= 51; i += 1) messages.next(event(i, `o${i}`, 2, 'paid'));
    expect(box.latest('o1')).toBeUndefined();
    expect(box.latest('o2')?.event_id).toBe(2);
    expect(box.latest('o51')?.event_id).toBe(51);
  });

  it('stops listening when disposed', () => {
    const { messages, inbox: box } = inbox();
    box.dispose();
    messages.next(event(1, 'a', 2, 'paid'));
    expect(box.latest('a')).toBeUndefined();
  });
});

describe('settlementOf', () => {
  const of = (status: number, kind: string) => {
    const message = event(1, 'a', status, kind);
    return settlementOf(message as never);
  };
  it('maps the payment status to the result page state', () => {
    expect(of(2, 'paid')).toEqual({ status: 'success', coins: 360, balance: 400 });
    expect(of(-2, 'failed')?.status).toBe('failed');
    expect(of(-1, 'cancelled')?.status).toBe('cancelled');
    expect(of(3, 'expired')?.status).toBe('expired');
  });
  it('keeps waiting on pending and default, and a refund never reads as a success', () => {
    expect(of(1, 'pending')).toBeNull();
    expect(of(0, 'created')).toBeNull();
    expect(of(2, 'refunded')).toBeNull();
  });
});
