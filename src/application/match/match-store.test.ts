import { BehaviorSubject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { InMemoryRealtime } from '../../adapters/realtime/in-memory-realtime';
import { CALL_ACTION_TYPE, CALL_TYPE, REALTIME_MESSAGE_TYPE } from '../../domain';
import type { MatchEvent } from '../contracts/match/match-event';
import { settle } from '../lifecycle/virtual-time.test-kit';
import { createScriptedHttp } from '../session/session-test-kit';
import { createMatchStore, type MatchNotice } from './match-store';
import { MATCH_EVENT_KEY } from '../contracts/match/match-event';

const info = { match_free_count: 2, vip_match_price: 5, pay_user_match_price: 10, free_user_match_price: 10 };

function setUp(script: Parameters<typeof createScriptedHttp>[0] = {}, pricedUser?: () => { is_vip: number; recharge_money: number } | null, visible$?: BehaviorSubject<boolean>) {
  const { http, sent } = createScriptedHttp({
    '/match/start': { data: { ...info, price: 0 } },
    '/match/close': { data: { was_waiting: 1 } },
    '/match/info': { data: { ...info, waiting: 0 } },
    ...script,
  });
  const realtime = new InMemoryRealtime();
  realtime.start(async () => ({ url: '', clientId: '', username: '1', password: '' }));
  const taken: Extract<MatchEvent, { key: 1 }>[] = [];
  const open: boolean[] = [];
  const store = createMatchStore({
    http, realtime, takeMatchCall: async (event) => void taken.push(event), setMatchOpen: (value) => void open.push(value),
    ...(pricedUser ? { pricedUser } : {}),
    ...(visible$ ? { visible$ } : {}),
  });
  const notices: MatchNotice[] = [];
  store.notices$.subscribe((notice) => notices.push(notice));
  return { store, realtime, sent, taken, open, notices };
}

const matchCall = {
  type: REALTIME_MESSAGE_TYPE.match, key: MATCH_EVENT_KEY.incomingCall, room_id: 5, action: CALL_ACTION_TYPE.matchConnect, call_type: CALL_TYPE.video,
  user_info: {
    uid: 9, nickname: 'Nine', avatar: '', small_avatar: '', is_vip: 0, is_auth: 0, auth_status: 0, level: 0, age: null, country_code: '',
    country_flag: '', hide_profile: 0, hide_vip: 0, hide_level: 0, is_demo: 0,
  },
  price_per_min: 0, free_seconds: 30, match_free_count: 1,
};

describe('match store', () => {
  it('leaves the queue when the app goes to the background (000 §4 stop-matching), and only then', async () => {
    const visible$ = new BehaviorSubject(true);
    const { store, sent, open } = setUp({}, undefined, visible$);
    await store.start();
    visible$.next(true);
    expect(store.view$.getValue().phase).toBe('finding');
    visible$.next(false);
    await settle();
    expect(store.view$.getValue()).toMatchObject({ phase: 'idle', stopped: 'closed' });
    expect(sent.map((entry) => entry.path)).toEqual(['/match/start', '/match/close']);
    expect(open.at(-1)).toBe(false);
  });

  it('keeps a match whose event came before the answer of its start (the server pairs inside /match/start): no close', async () => {
    const { store, realtime, sent, taken } = setUp();
    const starting = store.start();
    realtime.deliver(matchCall);
    await starting;
    await settle();
    expect(taken).toHaveLength(1);
    expect(store.view$.getValue().phase).toBe('matched');
    expect(sent.map((entry) => entry.path)).toEqual(['/match/start']);
  });

  it('leaves the queue again when it was closed while its start was on the way (the close may have reached the server first)', async () => {
    const { store, sent } = setUp();
    const starting = store.start();
    await store.close();
    await starting;
    expect(store.view$.getValue().phase).toBe('idle');
    expect(sent.map((entry) => entry.path)).toEqual(['/match/start', '/match/close', '/match/close']);
  });

  it('prices a match for who asks: half for a VIP member, the paying price after a recharge, else the free user price', async () => {
    const prices = { ...info, pay_user_match_price: 8 };
    const priceFor = async (user: { is_vip: number; recharge_money: number } | null) => {
      const { store } = setUp({ '/match/info': { data: { ...prices, waiting: 0 } } }, () => user);
      await store.refresh();
      return store.view$.getValue().listPrice;
    };
    expect(await priceFor({ is_vip: 1, recharge_money: 0 })).toBe(5);
    expect(await priceFor({ is_vip: 0, recharge_money: 499 })).toBe(8);
    expect(await priceFor({ is_vip: 0, recharge_money: 0 })).toBe(10);
    expect(await priceFor(null)).toBe(10);
  });

  it('finds after /match/start, then hands the match call to the call store when a partner is found', async () => {
    const { store, realtime, taken, open } = setUp();
    await store.start();
    expect(store.view$.getValue()).toMatchObject({ phase: 'finding', price: 0, info: { match_free_count: 2 } });
    realtime.deliver(matchCall);
    await settle();
    expect(store.view$.getValue()).toMatchObject({ phase: 'matched', partner: { uid: 9 }, info: { match_free_count: 1 } });
    expect(taken.map((event) => event.room_id)).toEqual([5]);
    expect(open).toEqual([true, false]);
  });

  it('leaves the queue with /match/close on cancel', async () => {
    const { store, sent } = setUp();
    await store.start();
    await store.close();
    expect(sent.map((entry) => entry.path)).toEqual(['/match/start', '/match/close']);
    expect(store.view$.getValue()).toMatchObject({ phase: 'idle', stopped: 'closed' });
  });

  it('asks for a recharge when neither a free match nor coins can pay', async () => {
    const { store, notices } = setUp({ '/match/start': { error: { code: 'API.REJECTED', msg: 'COINS.INSUFFICIENT', result: -1 } } });
    await store.start();
    expect(notices).toEqual([{ kind: 'rechargeNeeded' }]);
    expect(store.view$.getValue().phase).toBe('idle');
  });

  it('stops finding when the server says matching stopped, and says why', async () => {
    const { store, realtime } = setUp();
    await store.start();
    realtime.deliver({ type: REALTIME_MESSAGE_TYPE.match, key: MATCH_EVENT_KEY.stopMatching, reason: 'expired' });
    expect(store.view$.getValue()).toMatchObject({ phase: 'idle', stopped: 'expired' });
  });
});
