import { describe, expect, it } from 'vitest';
import { InMemoryRealtime } from '../../adapters/realtime/in-memory-realtime';
import { InMemoryStorage } from '../../adapters/storage/in-memory-storage';
import { CALL_ACTION_TYPE, REALTIME_MESSAGE_TYPE } from '../../domain/constants';
import type { CallSignal } from '../contracts/call/call-signal';
import { settle } from '../lifecycle/virtual-time.test-kit';
import { createScriptedHttp } from '../session/session-test-kit';
import { CALL_ENDS_SHOWN_KEPT, CALL_ENDS_SHOWN_NAME, callSignalInbox } from './call-signal-inbox';
import { endOf, ringOf } from './call-signals.test-kit';
import type { InboxSignal } from './recovered-call-signals';

const SELF = 7;

/** An inbox on a channel that has not connected yet; `current` is what /call/current answers. */
function setUp(current: { signals: CallSignal[] } | null = { signals: [] }) {
  const answer = { current };
  const { http, sent } = createScriptedHttp({
    '/call/current': () => (answer.current === null ? { error: { code: 'API.NETWORK', msg: 'offline' } } : { data: answer.current }),
  });
  const realtime = new InMemoryRealtime();
  const storage = new InMemoryStorage();
  const handed: InboxSignal[] = [];
  const subscription = callSignalInbox({ http, realtime, storage, selfUid: () => SELF }).subscribe((entry) => handed.push(entry));
  const steps = () => handed.map(({ signal, silent }) => `${signal.event} ${signal.room_id}${silent ? ' silent' : ''}`);
  const asked = () => sent.filter((entry) => entry.path === '/call/current').length;
  return { answer, realtime, storage, handed, steps, asked, subscription };
}

describe('call signal inbox', () => {
  it('asks /call/current on the first connect and rings for a call that rang while the app started', async () => {
    const { realtime, steps, asked } = setUp({ signals: [ringOf(5)] });
    realtime.start(async () => ({ url: '', clientId: '', username: String(SELF), password: '' }));
    await settle();
    expect(asked()).toBe(1);
    expect(steps()).toEqual(['ring 5']);
  });

  it('holds a ring pushed while the answer is on its way, and rings once for both', async () => {
    const { realtime, steps } = setUp({ signals: [ringOf(5)] });
    realtime.start(async () => ({ url: '', clientId: '', username: String(SELF), password: '' }));
    realtime.deliver(ringOf(5));
    expect(steps()).toEqual([]);
    await settle();
    expect(steps()).toEqual(['ring 5']);
  });

  it('hands a call that ended while away over as a silent ring and its end, and not again on the next connect', async () => {
    const { realtime, steps, storage } = setUp({ signals: [ringOf(5), endOf(5)] });
    realtime.start(async () => ({ url: '', clientId: '', username: String(SELF), password: '' }));
    await settle();
    expect(steps()).toEqual(['ring 5 silent', 'ended 5']);
    expect(storage.read(CALL_ENDS_SHOWN_NAME, SELF)).toEqual([5]);

    realtime.drop();
    realtime.reconnect();
    await settle();
    expect(steps()).toEqual(['ring 5 silent', 'ended 5']);
  });

  it('asks again on every reconnect, holding what the persistent session replays until the answer is in', async () => {
    const { answer, realtime, steps, asked } = setUp();
    realtime.start(async () => ({ url: '', clientId: '', username: String(SELF), password: '' }));
    await settle();
    realtime.drop();
    answer.current = { signals: [ringOf(6)] };
    realtime.deliver(ringOf(6));
    realtime.deliver(endOf(6));
    realtime.reconnect();
    await settle();
    expect(asked()).toBe(2);
    expect(steps()).toEqual(['ring 6 silent', 'ended 6']);
  });

  it('passes rings and ends at once once caught up, and other signals at once always', async () => {
    const { realtime, steps } = setUp();
    const answered: CallSignal = { type: REALTIME_MESSAGE_TYPE.callSignal, event: 'answered', room_id: 4, action: CALL_ACTION_TYPE.answer };
    realtime.deliver(answered);
    expect(steps()).toEqual(['answered 4']);
    realtime.start(async () => ({ url: '', clientId: '', username: String(SELF), password: '' }));
    await settle();
    realtime.deliver(ringOf(7));
    expect(steps()).toEqual(['answered 4', 'ring 7']);
  });

  it('releases what it held when /call/current fails', async () => {
    const { realtime, steps } = setUp(null);
    realtime.start(async () => ({ url: '', clientId: '', username: String(SELF), password: '' }));
    realtime.deliver(ringOf(8));
    await settle();
    expect(steps()).toEqual(['ring 8']);
  });

  it(`remembers the last ${CALL_ENDS_SHOWN_KEPT} ends shown, newest first`, async () => {
    const { realtime, storage } = setUp();
    realtime.start(async () => ({ url: '', clientId: '', username: String(SELF), password: '' }));
    await settle();
    for (let room = 1; room <= CALL_ENDS_SHOWN_KEPT + 2; room += 1) realtime.deliver(endOf(room));
    const kept = storage.read(CALL_ENDS_SHOWN_NAME, SELF) as number[];
    expect(kept).toHaveLength(CALL_ENDS_SHOWN_KEPT);
    expect(kept[0]).toBe(CALL_ENDS_SHOWN_KEPT + 2);
  });
});
