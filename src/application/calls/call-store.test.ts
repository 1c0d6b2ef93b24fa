import { BehaviorSubject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { InMemoryRealtime } from '../../adapters/realtime/in-memory-realtime';
import { InMemoryStorage } from '../../adapters/storage/in-memory-storage';
import { CALL_ACTION_TYPE, CALL_CONNECT_TIMEOUT_MS, CALL_END_REASON, CALL_ROOM_TYPE, CALL_TYPE, HEARTBEAT_MS, REALTIME_MESSAGE_TYPE } from '../../domain';
import type { CallPeer } from '../contracts/call/call-peer';
import type { CallRoom } from '../contracts/call/call-room';
import type { CallStatus } from '../contracts/call/call-status';
import { createVirtualTime, settle } from '../lifecycle/virtual-time.test-kit';
import type { CallMediaOptions, CallMediaSession, MediaPhase, MediaPort } from '../ports/media.port';
import { createScriptedHttp } from '../session/session-test-kit';
import { callSignalInbox } from './call-signal-inbox';
import { endOf, ringOf } from './call-signals.test-kit';
import { createCallStore, type CallNotice } from './call-store';
import { MATCH_EVENT_KEY } from '../contracts/match/match-event';

const SELF = 7;
const ROOM = 41;

function card(uid: number): CallPeer {
  return {
    uid, nickname: `User ${uid}`, avatar: '', small_avatar: '', is_vip: 0, is_auth: 0, auth_status: 0, level: 0, age: null,
    country_code: '', country_flag: '', hide_profile: 0, hide_vip: 0, hide_level: 0, is_demo: 0,
  };
}

function room(role: 'caller' | 'callee', overrides: Partial<CallRoom> = {}): CallRoom {
  return {
    room_id: ROOM, room_type: CALL_ROOM_TYPE.call, call_type: CALL_TYPE.video, live_id: 0, role, status: 'ringing', price_per_min: 60,
    free_seconds: 0, user_info: card(9), ice_servers: [{ urls: 'stun:stun.example:3478' }], ...overrides,
  };
}

function status(overrides: Partial<CallStatus> = {}): CallStatus {
  return { room_id: ROOM, status: 'connected', reason: 0, connected_s: 0, billed_minutes: 0, coins: 0, balance: 100, ...overrides };
}

/** A media port that records what the store asked and lets the test move the phase. */
function fakeMedia() {
  const opened: { options: CallMediaOptions; phase: BehaviorSubject<MediaPhase>; received: unknown[]; negotiated: number; closed: boolean }[] = [];
  const media: MediaPort = {
    open(options) {
      const entry = { options, phase: new BehaviorSubject<MediaPhase>('acquiring'), received: [] as unknown[], negotiated: 0, closed: false };
      opened.push(entry);
      const session: CallMediaSession = {
        phase$: entry.phase,
        error$: new BehaviorSubject(null),
        local$: new BehaviorSubject(null),
        remote$: new BehaviorSubject(null),
        quality$: new BehaviorSubject('good' as const),
        negotiate: async () => {
          entry.negotiated += 1;
        },
        receiveSignal: (data) => entry.received.push(data),
        setMicrophone: () => undefined,
        setCamera: () => undefined,
        switchCamera: async () => undefined,
        close: () => {
          entry.closed = true;
        },
      };
      return session;
    },
  };
  return { media, opened };
}

async function setUp(script: Parameters<typeof createScriptedHttp>[0] = {}) {
  const { http, sent } = createScriptedHttp({
    '/call/start': { data: room('caller') },
    '/call/answer': { data: room('callee', { status: 'answered', user_info: card(9) }) },
    '/call/connect': { data: status() },
    '/call/heartbeat': { data: status() },
    '/call/end': { data: status({ status: 'ended', reason: CALL_END_REASON.userEnd }) },
    '/call/current': { data: { signals: [] } },
    ...script,
  });
  const realtime = new InMemoryRealtime();
  realtime.start(async () => ({ url: '', clientId: '', username: String(SELF), password: '' }));
  const { media, opened } = fakeMedia();
  const time = createVirtualTime();
  const signals$ = callSignalInbox({ http, realtime, storage: new InMemoryStorage(), selfUid: () => SELF });
  const store = createCallStore({ http, realtime, media, selfUid: () => SELF, iceServers: () => [], now: () => time.scheduler.now(), scheduler: time.scheduler }, signals$);
  const notices: CallNotice[] = [];
  store.notices$.subscribe((notice) => notices.push(notice));
  // The connect's catch-up (/call/current, nothing missed) is over before a test begins.
  await settle();
  sent.length = 0;
  const paths = () => sent.map((entry) => entry.path);
  return { store, realtime, opened, time, notices, paths, sent };
}

const signal = (event: string, fields: Record<string, unknown> = {}) => ({ type: REALTIME_MESSAGE_TYPE.callSignal, event, room_id: ROOM, ...fields });

describe('call store', () => {
  it('starts a call, offers once the callee answers, reports media up to /call/connect and beats every 30 s', async () => {
    const { store, realtime, opened, time, paths } = await setUp();
    await store.dial({ peer: card(9), callType: CALL_TYPE.video });
    expect(paths()).toEqual(['/call/start']);
    expect(opened[0]?.options.role).toBe('caller');
    expect(opened[0]?.options.iceServers).toEqual([{ urls: 'stun:stun.example:3478' }]);
    expect(store.view$.getValue().call.current).toMatchObject({ kind: 'active', call: { phase: 'calling', roomId: String(ROOM) } });

    realtime.deliver(signal('answered', { action: CALL_ACTION_TYPE.answer }));
    expect(opened[0]?.negotiated).toBe(1);
    opened[0]?.phase.next('connected');
    await settle();
    expect(store.view$.getValue().call.current).toMatchObject({ kind: 'active', call: { phase: 'connected' } });
    expect(paths()).toEqual(['/call/start', '/call/connect']);

    await time.advanceTo(HEARTBEAT_MS * 2);
    expect(paths().filter((path) => path === '/call/heartbeat')).toHaveLength(2);
  });

  it('publishes the media negotiation to its outbox as a type-3 signal of the room', async () => {
    const { store, realtime, opened } = await setUp();
    await store.dial({ peer: card(9), callType: CALL_TYPE.video });
    opened[0]?.options.sendSignal({ sdp: 'offer' });
    expect(realtime.published[0]?.message).toEqual({ type: REALTIME_MESSAGE_TYPE.callSignal, event: 'signal', room_id: ROOM, data: { sdp: 'offer' } });
  });

  it('keeps the negotiation sent while the channel is down and sends it, in order, once the channel is back (issue #17: a lost offer left the call connecting)', async () => {
    const { store, realtime, opened } = await setUp();
    await store.dial({ peer: card(9), callType: CALL_TYPE.video });
    realtime.drop();
    opened[0]?.options.sendSignal({ sdp: 'offer' });
    opened[0]?.options.sendSignal({ candidate: 1 });
    await settle();
    expect(realtime.published).toEqual([]);
    realtime.reconnect();
    await settle();
    expect(realtime.published.map((entry) => entry.message.data)).toEqual([{ sdp: 'offer' }, { candidate: 1 }]);
    opened[0]?.options.sendSignal({ candidate: 2 });
    expect(realtime.published.map((entry) => entry.message.data)).toEqual([{ sdp: 'offer' }, { candidate: 1 }, { candidate: 2 }]);
  });

  it('sends nothing of a call that ended while the channel was down', async () => {
    const { store, realtime, opened } = await setUp();
    await store.dial({ peer: card(9), callType: CALL_TYPE.video });
    realtime.drop();
    opened[0]?.options.sendSignal({ sdp: 'offer' });
    store.hangUp();
    realtime.reconnect();
    await settle();
    expect(realtime.published).toEqual([]);
  });

  it('hangs up with /call/end, closes the media and shows the ended notice', async () => {
    const { store, realtime, opened, paths, notices } = await setUp();
    await store.dial({ peer: card(9), callType: CALL_TYPE.video });
    realtime.deliver(signal('answered', { action: CALL_ACTION_TYPE.answer }));
    opened[0]?.phase.next('connected');
    store.hangUp();
    expect(paths()).toContain('/call/end');
    expect(opened[0]?.closed).toBe(true);
    expect(notices.at(-1)).toMatchObject({ kind: 'showCallEnd', phase: 'ended', text: { key: 'call.end.ended' } });
    expect(store.view$.getValue()).toMatchObject({ call: { current: { kind: 'none' } }, endText: { key: 'call.end.ended' } });
    store.dismissEnd();
    expect(store.view$.getValue().endText).toBeNull();
  });

  it('answers a ring on accept, opening the media as callee and replaying a signal that came first', async () => {
    const { store, realtime, opened, paths } = await setUp();
    realtime.deliver(signal('ring', {
      action: CALL_ACTION_TYPE.call, room_type: CALL_ROOM_TYPE.call, call_type: CALL_TYPE.voice, live_id: 0, user_info: card(9), price_per_min: 0, free_seconds: 0,
    }));
    expect(store.view$.getValue().call.current).toMatchObject({ kind: 'active', call: { direction: 'incoming', phase: 'calling' } });
    realtime.deliver(signal('signal', { from_uid: 9, data: { sdp: 'early offer' } }));
    await store.accept();
    expect(paths()).toEqual(['/call/answer']);
    expect(opened[0]?.options.role).toBe('callee');
    expect(opened[0]?.received).toEqual([{ sdp: 'early offer' }]);
  });

  it('rings for a call /call/current says rang while the channel was away', async () => {
    const { store, realtime, notices } = await setUp({ '/call/current': { data: { signals: [ringOf(ROOM)] } } });
    realtime.drop();
    realtime.reconnect();
    await settle();
    expect(store.view$.getValue().call.current).toMatchObject({ kind: 'active', call: { direction: 'incoming', phase: 'calling', roomId: String(ROOM) } });
    expect(notices.at(-1)).toMatchObject({ kind: 'openCallScreen', direction: 'incoming' });
  });

  it('shows a call that rang and was cancelled while away as missed, without ringing', async () => {
    const { store, realtime, notices } = await setUp({ '/call/current': { data: { signals: [ringOf(ROOM), endOf(ROOM)] } } });
    realtime.drop();
    realtime.reconnect();
    await settle();
    expect(notices).toEqual([{ kind: 'showCallEnd', roomId: String(ROOM), phase: 'missed', text: { key: 'call.end.missed', params: { name: 'User 9' } } }]);
    expect(store.view$.getValue()).toMatchObject({ call: { current: { kind: 'none' } }, peer: { uid: 9 }, lastCall: { direction: 'incoming', video: true } });
  });

  it('ends the call with the declined notice naming the other user when the server says reason 2', async () => {
    const { store, realtime, opened, notices } = await setUp();
    await store.dial({ peer: card(9), callType: CALL_TYPE.video });
    realtime.deliver(signal('ended', { reason: CALL_END_REASON.refuse, hangup_tips: '', connected_s: 0, coins: 0 }));
    expect(notices.at(-1)).toMatchObject({ kind: 'showCallEnd', text: { key: 'call.end.declinedBy', params: { name: 'User 9' } } });
    expect(opened[0]?.closed).toBe(true);
  });

  it('asks for a recharge instead of calling when the balance cannot pay the first minute', async () => {
    const { store, notices, paths } = await setUp();
    await store.dial({ peer: card(9), callType: CALL_TYPE.video, coinCheck: { pricePerMin: 60, balance: 59, freeSeconds: 0 } });
    expect(paths()).toEqual([]);
    expect(notices).toEqual([{ kind: 'rechargeNeeded', shortfall: { diff_coin: 1, need_coins: 60 }, target: { uid: 9, video: true } }]);
  });

  it('calls when the balance equals the price of the first minute', async () => {
    const { store, paths } = await setUp();
    await store.dial({ peer: card(9), callType: CALL_TYPE.video, coinCheck: { pricePerMin: 60, balance: 60, freeSeconds: 0 } });
    expect(paths()).toEqual(['/call/start']);
  });

  it('turns a COINS.INSUFFICIENT refusal of /call/start into a recharge request and frees the slot', async () => {
    const { store, notices } = await setUp({ '/call/start': { error: { code: 'API.REJECTED', msg: 'COINS.INSUFFICIENT', result: -1 } } });
    await store.dial({ peer: card(9), callType: CALL_TYPE.voice });
    expect(notices.at(-1)).toEqual({ kind: 'rechargeNeeded', shortfall: null, target: { uid: 9, video: false } });
    expect(store.view$.getValue().call.current.kind).toBe('none');
  });

  it('ends a call to someone already in a call with the busy notice', async () => {
    const { store, notices } = await setUp({ '/call/start': { error: { code: 'API.REJECTED', msg: 'CALL.BUSY', result: -1 } } });
    await store.dial({ peer: card(9), callType: CALL_TYPE.video });
    expect(store.view$.getValue()).toMatchObject({ call: { current: { kind: 'none' } }, endText: { key: 'call.end.busy' } });
    expect(notices.some((notice) => notice.kind === 'dialRefused')).toBe(false);
  });

  it('tells the caller, on the end screen and in a toast, that a blocked user cannot be called', async () => {
    const { store, notices } = await setUp({ '/call/start': { error: { code: 'API.REJECTED', msg: 'CALL.BLOCKED', result: -1 } } });
    await store.dial({ peer: card(9), callType: CALL_TYPE.video });
    expect(store.view$.getValue()).toMatchObject({ call: { current: { kind: 'none' } }, endText: { key: 'call.end.blocked' } });
    expect(notices.at(-1)).toEqual({ kind: 'dialRefused', code: 'CALL.BLOCKED' });
  });

  it('ends the call when a heartbeat learns the server ended it', async () => {
    const { store, realtime, opened, time, notices } = await setUp({ '/call/heartbeat': { data: status({ status: 'ended', reason: CALL_END_REASON.heartbeat }) } });
    await store.dial({ peer: card(9), callType: CALL_TYPE.video });
    realtime.deliver(signal('answered', { action: CALL_ACTION_TYPE.answer }));
    // Media up: this side's own connect deadline is not what ends it.
    opened[0]?.phase.next('connected');
    await time.advanceTo(HEARTBEAT_MS);
    expect(notices.at(-1)).toMatchObject({ kind: 'showCallEnd', text: { key: 'call.end.network' } });
  });

  it('hangs up a call whose media never comes up within the connect timeout, though the server says the other side connected (issue #17: users left in a call)', async () => {
    const { store, realtime, opened, time, paths } = await setUp();
    await store.dial({ peer: card(9), callType: CALL_TYPE.video });
    realtime.deliver(signal('answered', { action: CALL_ACTION_TYPE.answer }));
    realtime.deliver(signal('connected'));
    await time.advanceTo(CALL_CONNECT_TIMEOUT_MS - 1);
    expect(paths()).not.toContain('/call/end');
    await time.advanceTo(CALL_CONNECT_TIMEOUT_MS);
    expect(paths()).toContain('/call/end');
    expect(opened[0]?.closed).toBe(true);
    expect(store.view$.getValue().call.current).toEqual({ kind: 'none' });
  });

  it('keeps a call whose media came up in time past the connect timeout', async () => {
    const { store, realtime, opened, time, paths } = await setUp();
    await store.dial({ peer: card(9), callType: CALL_TYPE.video });
    realtime.deliver(signal('answered', { action: CALL_ACTION_TYPE.answer }));
    opened[0]?.phase.next('connected');
    await time.advanceTo(CALL_CONNECT_TIMEOUT_MS * 2);
    expect(paths()).not.toContain('/call/end');
    expect(store.view$.getValue().call.current).toMatchObject({ kind: 'active', call: { phase: 'connected' } });
  });

  it('answers a match call at once as its callee, without a banner', async () => {
    const { store, opened, paths, notices } = await setUp();
    store.setScreen('matching');
    await store.takeMatchCall({
      type: REALTIME_MESSAGE_TYPE.match, key: MATCH_EVENT_KEY.incomingCall, room_id: ROOM, action: CALL_ACTION_TYPE.matchAccept,
      call_type: CALL_TYPE.video, user_info: card(9), price_per_min: 0, free_seconds: 30, match_free_count: 0,
    });
    expect(paths()).toEqual(['/call/answer']);
    expect(opened[0]?.options.role).toBe('callee');
    expect(notices.some((notice) => notice.kind === 'showNoticeBanner')).toBe(false);
  });

  it("plays the follow heart when the other side of this match call follows, and ignores another room's", async () => {
    const { store, realtime } = await setUp();
    await store.takeMatchCall({
      type: REALTIME_MESSAGE_TYPE.match, key: MATCH_EVENT_KEY.incomingCall, room_id: ROOM, action: CALL_ACTION_TYPE.matchAccept,
      call_type: CALL_TYPE.video, user_info: card(9), price_per_min: 0, free_seconds: 30, match_free_count: 0,
    });
    realtime.deliver({ type: REALTIME_MESSAGE_TYPE.match, key: MATCH_EVENT_KEY.followHeart, from_uid: 9, room_id: ROOM + 1 });
    expect(store.view$.getValue().followHearts).toBe(0);
    realtime.deliver({ type: REALTIME_MESSAGE_TYPE.match, key: MATCH_EVENT_KEY.followHeart, from_uid: 9, room_id: ROOM });
    realtime.deliver({ type: REALTIME_MESSAGE_TYPE.match, key: MATCH_EVENT_KEY.followHeart, from_uid: 9, room_id: ROOM });
    expect(store.view$.getValue().followHearts).toBe(2);
  });

  it('plays no heart outside a call', async () => {
    const { store, realtime } = await setUp();
    realtime.deliver({ type: REALTIME_MESSAGE_TYPE.match, key: MATCH_EVENT_KEY.followHeart, from_uid: 9, room_id: ROOM });
    expect(store.view$.getValue().followHearts).toBe(0);
  });
});
