import { Subject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { REALTIME_MESSAGE_TYPE } from '../../domain';
import type { RealtimeMessage } from '../ports/realtime.port';
import { createScriptedHttp, type ScriptedAnswer } from '../session/session-test-kit';
import { settlementOf } from './await-settlement';
import type { PayEvent } from '../contracts/msg/sync.contract';
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

function syncedInbox(ackAnswers: ScriptedAnswer[] = []) {
  const messages = new Subject<RealtimeMessage>();
  const synced = new Subject<readonly PayEvent[]>();
  const http = createScriptedHttp({ '/pay/event-ack': () => ackAnswers.shift() ?? { data: { acked: 1 } } });
  const box = createPayEventInbox({ http: http.http, messages$: messages, synced$: synced });
  const seen: number[] = [];
  box.events$.subscribe((e) => seen.push(e.event_id));
  return { messages, synced, http, box, seen };
}

const listed = (id: number, orderNo: string, status: number, kind: string): PayEvent => {
  const { type: _type, ...rest } = event(id, orderNo, status, kind) as RealtimeMessage & PayEvent;
  return rest;
};

describe('the payment event inbox with the sync answer', () => {
  it('takes an event the push missed from the sync answer\'s pay_event_list and acknowledges it', () => {
    const { synced, http, box, seen } = syncedInbox();
    synced.next([listed(7, 'a', 2, 'paid')]);
    expect(seen).toEqual([7]);
    expect(box.latest('a')?.data.coins).toBe(360);
    expect(http.sent.map((s) => s.payload)).toEqual([{ event_id: 7 }]);
  });

  it('handles and acknowledges an event once when both the push and later syncs bring it', () => {
    const { messages, synced, http, seen } = syncedInbox();
    messages.next(event(7, 'a', 2, 'paid'));
    synced.next([listed(7, 'a', 2, 'paid')]);
    synced.next([listed(7, 'a', 2, 'paid')]);
    messages.next(event(7, 'a', 2, 'paid'));
    expect(seen).toEqual([7]);
    expect(http.sent).toHaveLength(1);
  });

  it('acknowledges again, without handling again, an event listed after its acknowledgement failed', async () => {
    const { synced, http, seen } = syncedInbox([{ error: { code: 'API.NETWORK', msg: 'offline' } } as ScriptedAnswer]);
    synced.next([listed(7, 'a', 2, 'paid')]);
    await Promise.resolve();
    await Promise.resolve();
    synced.next([listed(7, 'a', 2, 'paid')]);
    synced.next([listed(7, 'a', 2, 'paid')]);
    await Promise.resolve();
    expect(seen).toEqual([7]);
    expect(http.sent).toHaveLength(2);
  });

  it('skips a malformed listed event and keeps the others of the list', () => {
    const { synced, seen } = syncedInbox();
    synced.next([{ ...listed(1, 'a', 2, 'paid'), data: { status: 2 } }, listed(2, 'b', 2, 'paid')]);
    expect(seen).toEqual([2]);
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
