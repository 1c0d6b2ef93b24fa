import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callAnswerContract } from '../../src/application/contracts/call/answer.contract.js';
import { callConnectContract } from '../../src/application/contracts/call/connect.contract.js';
import { callDeclineContract } from '../../src/application/contracts/call/decline.contract.js';
import { callEndContract } from '../../src/application/contracts/call/end.contract.js';
import { callHeartbeatContract } from '../../src/application/contracts/call/heartbeat.contract.js';
import { callHistoryContract, type CallHistoryRow } from '../../src/application/contracts/call/history.contract.js';
import { callLiveAnswerContract } from '../../src/application/contracts/call/live-answer.contract.js';
import { callSignalSchema } from '../../src/application/contracts/call/call-signal.js';
import { callStartContract } from '../../src/application/contracts/call/start.contract.js';
import { CALL_END_TEXTS_EN } from '../../src/domain/calls/call-end-text.js';
import { CALL_CONNECT_TIMEOUT_MS, CALL_HEARTBEAT_LOSS_MS, CALL_RING_TIMEOUT_MS, CALL_STATUS_ICON, CALL_TYPE, MQTT_QOS, REALTIME_MESSAGE_TYPE } from '../../src/domain/constants.js';
import { eventually, startCallServer, type CallServer } from '../support/call-harness.js';
import { CALL_END_REASON } from '../../src/domain/calls/call-codes.js';

let server: CallServer;
beforeAll(async () => {
  server = await startCallServer();
});
afterAll(async () => server?.close());

/** A caller with coins and a host; the call rings. */
async function ringing(callType: 1 | 2 = CALL_TYPE.video) {
  const caller = await server.newUser({ nickname: 'Ben', coins: 1_000 });
  const host = await server.newUser({ nickname: 'Ana', is_host: true, video_call_gold: 30, voice_call_gold: 10 });
  const started = await server.client(caller).http.request(callStartContract, { target_uid: host, call_type: callType });
  if (!started.ok) throw new Error(`start failed: ${started.error.msg}`);
  return { caller, host, room: started.data.room_id, start: started.data };
}

async function history(uid: number): Promise<CallHistoryRow[]> {
  const result = await server.client(uid).http.request(callHistoryContract, {});
  if (!result.ok) throw new Error(result.error.msg);
  return result.data.list;
}

/** The single call-list row of `uid` for `room`, reduced to what the list shows. */
async function rowOf(uid: number, room: number) {
  const row = (await history(uid)).find((entry) => entry.room_id === room);
  return row && { kind: row.kind, media: row.media, status_icon: row.status_icon, peer: row.user_info.uid };
}

describe('starting a call', () => {
  it('rings the callee with the caller’s card and the locked rate, and gives the caller the ICE servers', async () => {
    const caller = await server.newUser({ nickname: 'Ben', coins: 100 });
    const host = await server.newUser({ nickname: 'Ana', is_host: true, video_call_gold: 30 });
    const inbox = await server.listen(host);

    const started = await server.client(caller).http.request(callStartContract, { target_uid: host, call_type: CALL_TYPE.video });

    expect(started.ok && started.data).toMatchObject({ role: 'caller', status: 'ringing', price_per_min: 30, free_seconds: 0, room_type: 1, ice_servers: [] });
    expect(started.ok && started.data.user_info).toMatchObject({ uid: host, nickname: 'Ana' });
    await eventually(() => inbox.messages.length > 0);
    const ring = callSignalSchema.parse(inbox.messages[0]);
    expect(ring).toMatchObject({ type: REALTIME_MESSAGE_TYPE.callSignal, event: 'ring', action: 1, room_id: started.ok ? started.data.room_id : 0, price_per_min: 30, user_info: { uid: caller, nickname: 'Ben' } });
    if (started.ok) await server.client(caller).http.request(callEndContract, { room_id: started.data.room_id });
  });

  it('refuses a call to yourself with noCallSelf', async () => {
    const me = await server.newUser({ coins: 100 });
    const result = await server.client(me).http.request(callStartContract, { target_uid: me, call_type: CALL_TYPE.video });
    expect(result).toMatchObject({ ok: false, error: { msg: 'noCallSelf' } });
  });

  it('refuses a call to nobody with USER.NOT_FOUND', async () => {
    const me = await server.newUser({ coins: 100 });
    const result = await server.client(me).http.request(callStartContract, { target_uid: 99_999_999, call_type: CALL_TYPE.video });
    expect(result).toMatchObject({ ok: false, error: { msg: 'USER.NOT_FOUND' } });
  });

  it('answers busy when the callee is in a call, and both call lists get the row', async () => {
    const call = await ringing();
    const third = await server.newUser({ coins: 1_000 });
    const hostInbox = await server.listen(call.host);

    const result = await server.client(third).http.request(callStartContract, { target_uid: call.host, call_type: CALL_TYPE.voice });

    expect(result).toMatchObject({ ok: false, error: { msg: 'CALL.BUSY' } });
    const busyRoom = (await history(third))[0]?.room_id ?? 0;
    expect(await rowOf(third, busyRoom)).toEqual({ kind: 'outgoing', media: 'audio', status_icon: CALL_STATUS_ICON.declinedOrMissed, peer: call.host });
    expect(await rowOf(call.host, busyRoom)).toEqual({ kind: 'missed', media: 'audio', status_icon: CALL_STATUS_ICON.missed, peer: third });
    await server.client(call.caller).http.request(callEndContract, { room_id: call.room });
    // The host's inbox is ordered: once the first call's end arrives, a ring or end of the busy attempt would have too.
    await eventually(() => hostInbox.messages.some((m) => m.event === 'ended' && m.room_id === call.room));
    expect(hostInbox.messages.filter((m) => m.room_id === busyRoom)).toEqual([]);
  });

  it('refuses a second call while the caller is in one (one call at a time)', async () => {
    const call = await ringing();
    const other = await server.newUser({ is_host: true });
    const result = await server.client(call.caller).http.request(callStartContract, { target_uid: other, call_type: CALL_TYPE.video });
    expect(result).toMatchObject({ ok: false, error: { msg: 'CALL.IN_CALL' } });
    await server.client(call.caller).http.request(callEndContract, { room_id: call.room });
  });

  it('calls an ordinary user for free: no price, no free period', async () => {
    const caller = await server.newUser();
    const friend = await server.newUser();
    const started = await server.client(caller).http.request(callStartContract, { target_uid: friend, call_type: CALL_TYPE.video });
    expect(started.ok && [started.data.price_per_min, started.data.free_seconds]).toEqual([0, 0]);
    if (started.ok) await server.client(caller).http.request(callEndContract, { room_id: started.data.room_id });
  });
});

describe('the call lifecycle and its call lists', () => {
  it('runs ring → answer → connect → end, tells both sides, and lists it as outgoing and incoming', async () => {
    const call = await ringing();
    const callerInbox = await server.listen(call.caller);
    const hostInbox = await server.listen(call.host);

    const answered = await server.client(call.host).http.request(callAnswerContract, { room_id: call.room });
    expect(answered.ok && answered.data).toMatchObject({ role: 'callee', status: 'answered', user_info: { uid: call.caller } });
    const connected = await server.client(call.host).http.request(callConnectContract, { room_id: call.room });
    expect(connected.ok && connected.data.status).toBe('connected');
    await server.time.advanceBy(25_000);
    const ended = await server.client(call.host).http.request(callEndContract, { room_id: call.room });

    expect(ended.ok && ended.data).toMatchObject({ status: 'ended', reason: CALL_END_REASON.hostEnd, connected_s: 25, coins: 30 });
    await eventually(() => callerInbox.messages.some((m) => m.event === 'ended') && hostInbox.messages.some((m) => m.event === 'ended'));
    expect(callerInbox.messages.filter((m) => m.type === REALTIME_MESSAGE_TYPE.callSignal).map((m) => callSignalSchema.parse(m).event)).toEqual(['answered', 'connected', 'billed', 'ended']);
    expect(hostInbox.messages.filter((m) => m.type === REALTIME_MESSAGE_TYPE.callSignal).map((m) => callSignalSchema.parse(m).event)).toEqual(['connected', 'ended']);
    expect(callerInbox.messages.filter((m) => m.type === REALTIME_MESSAGE_TYPE.callSignal).at(-1)).toMatchObject({ reason: CALL_END_REASON.hostEnd, hangup_tips: CALL_END_TEXTS_EN['call.end.ended'], connected_s: 25 });
    expect(await rowOf(call.caller, call.room)).toEqual({ kind: 'outgoing', media: 'video', status_icon: CALL_STATUS_ICON.completed, peer: call.host });
    expect(await rowOf(call.host, call.room)).toEqual({ kind: 'incoming', media: 'video', status_icon: CALL_STATUS_ICON.completed, peer: call.caller });
    const [callerRow] = await history(call.caller);
    expect(callerRow).toMatchObject({ duration_s: 25, coins: 30 });
  });

  it('records a decline as declined on both sides and says "declined by" only to the caller', async () => {
    const call = await ringing(CALL_TYPE.voice);
    const callerInbox = await server.listen(call.caller);

    const declined = await server.client(call.host).http.request(callDeclineContract, { room_id: call.room });

    expect(declined.ok && declined.data).toMatchObject({ status: 'ended', reason: CALL_END_REASON.refuse, coins: 0 });
    await eventually(() => callerInbox.messages.some((m) => m.event === 'ended'));
    expect(callerInbox.messages.filter((m) => m.type === REALTIME_MESSAGE_TYPE.callSignal).at(-1)).toMatchObject({ reason: CALL_END_REASON.refuse, hangup_tips: 'Call declined by Ana' });
    expect(await rowOf(call.caller, call.room)).toEqual({ kind: 'declined', media: 'audio', status_icon: CALL_STATUS_ICON.declinedOrMissed, peer: call.host });
    expect(await rowOf(call.host, call.room)).toEqual({ kind: 'declined', media: 'audio', status_icon: CALL_STATUS_ICON.declinedOrMissed, peer: call.caller });
  });

  it('records a caller’s hang-up before the answer as cancelled for the caller and missed for the callee', async () => {
    const call = await ringing();
    const ended = await server.client(call.caller).http.request(callEndContract, { room_id: call.room });
    expect(ended.ok && ended.data.reason).toBe(CALL_END_REASON.cancel);
    expect(await rowOf(call.caller, call.room)).toEqual({ kind: 'cancelled', media: 'video', status_icon: CALL_STATUS_ICON.cancelled, peer: call.host });
    expect(await rowOf(call.host, call.room)).toEqual({ kind: 'missed', media: 'video', status_icon: CALL_STATUS_ICON.missed, peer: call.caller });
  });

  it('times out an unanswered call with reason 8 and lists it as missed for the callee', async () => {
    const call = await ringing();
    await server.time.advanceBy(CALL_RING_TIMEOUT_MS - 1);
    expect((await server.client(call.caller).http.request(callHeartbeatContract, { room_id: call.room })).ok && 'still ringing').toBe('still ringing');
    await server.time.advanceBy(1);

    const status = await server.client(call.caller).http.request(callHeartbeatContract, { room_id: call.room });

    expect(status.ok && status.data).toMatchObject({ status: 'ended', reason: CALL_END_REASON.timeout });
    expect(await rowOf(call.caller, call.room)).toEqual({ kind: 'outgoing', media: 'video', status_icon: CALL_STATUS_ICON.declinedOrMissed, peer: call.host });
    expect(await rowOf(call.host, call.room)).toEqual({ kind: 'missed', media: 'video', status_icon: CALL_STATUS_ICON.missed, peer: call.caller });
    const late = await server.client(call.host).http.request(callAnswerContract, { room_id: call.room });
    expect(late).toMatchObject({ ok: false, error: { msg: 'CALL.ENDED' } });
  });

  it('ends an answered call whose media never comes up with reason 8, charging nothing', async () => {
    const call = await ringing();
    await server.client(call.host).http.request(callAnswerContract, { room_id: call.room });
    await server.time.advanceBy(CALL_CONNECT_TIMEOUT_MS);
    const status = await server.client(call.caller).http.request(callHeartbeatContract, { room_id: call.room });
    expect(status.ok && status.data).toMatchObject({ status: 'ended', reason: CALL_END_REASON.timeout, coins: 0 });
  });

  it('ends a call with reason 6 when a party stops sending heartbeats, and keeps it while both do', async () => {
    const call = await ringing();
    await server.client(call.host).http.request(callAnswerContract, { room_id: call.room });
    await server.client(call.caller).http.request(callConnectContract, { room_id: call.room });
    for (let i = 0; i < 4; i++) {
      await server.time.advanceBy(CALL_HEARTBEAT_LOSS_MS / 2);
      await server.client(call.caller).http.request(callHeartbeatContract, { room_id: call.room });
      await server.client(call.host).http.request(callHeartbeatContract, { room_id: call.room });
    }
    // Now only the caller keeps beating: the host is gone.
    await server.time.advanceBy(CALL_HEARTBEAT_LOSS_MS / 2);
    await server.client(call.caller).http.request(callHeartbeatContract, { room_id: call.room });
    await server.time.advanceBy(CALL_HEARTBEAT_LOSS_MS / 2);

    const status = await server.client(call.caller).http.request(callHeartbeatContract, { room_id: call.room });
    expect(status.ok && status.data).toMatchObject({ status: 'ended', reason: CALL_END_REASON.heartbeat, connected_s: 180 });
  });

  it('ends a call with reason 7 (system) once an operator bans a party, at the next liveness check', async () => {
    const call = await ringing();
    await server.client(call.host).http.request(callAnswerContract, { room_id: call.room });
    await server.client(call.caller).http.request(callConnectContract, { room_id: call.room });
    await server.database.db.updateTable('users').set({ banned_at: server.time.now() }).where('uid', '=', call.host).execute();

    await server.time.advanceBy(CALL_HEARTBEAT_LOSS_MS);

    const status = await server.client(call.caller).http.request(callHeartbeatContract, { room_id: call.room });
    expect(status.ok && status.data).toMatchObject({ status: 'ended', reason: CALL_END_REASON.system });
  });

  it('answers a private call from a live room with /call/live-answer and keeps the live room id', async () => {
    const call = await ringing();
    const answered = await server.client(call.host).http.request(callLiveAnswerContract, { live_id: 77, room_id: call.room });
    expect(answered.ok && answered.data).toMatchObject({ status: 'answered', live_id: 77 });
    await server.client(call.host).http.request(callEndContract, { room_id: call.room });
  });

  it('lets only the callee answer, and tells a stranger nothing about the call', async () => {
    const call = await ringing();
    const stranger = await server.newUser();
    expect(await server.client(call.caller).http.request(callAnswerContract, { room_id: call.room })).toMatchObject({ ok: false, error: { msg: 'CALL.NOT_PARTY' } });
    expect(await server.client(stranger).http.request(callEndContract, { room_id: call.room })).toMatchObject({ ok: false, error: { msg: 'CALL.NOT_FOUND' } });
    expect(await server.client(stranger).http.request(callEndContract, { room_id: 987_654 })).toMatchObject({ ok: false, error: { msg: 'CALL.NOT_FOUND' } });
    expect(await server.client(call.caller).http.request(callConnectContract, { room_id: call.room })).toMatchObject({ ok: false, error: { msg: 'CALL.NOT_ANSWERED' } });
    await server.client(call.caller).http.request(callEndContract, { room_id: call.room });
  });

  it('pages the call list newest first', async () => {
    const caller = await server.newUser();
    const friend = await server.newUser();
    const rooms: number[] = [];
    for (let i = 0; i < 3; i++) {
      const started = await server.client(caller).http.request(callStartContract, { target_uid: friend, call_type: CALL_TYPE.video });
      if (!started.ok) throw new Error(started.error.msg);
      rooms.push(started.data.room_id);
      await server.client(caller).http.request(callEndContract, { room_id: started.data.room_id });
    }
    const first = await server.client(caller).http.request(callHistoryContract, { limit: 2 });
    if (!first.ok) throw new Error(first.error.msg);
    expect(first.data.list.map((row) => row.room_id)).toEqual([rooms[2], rooms[1]]);
    expect(first.data.has_more).toBe(true);
    const second = await server.client(caller).http.request(callHistoryContract, { limit: 2, before_id: first.data.list[1]!.id });
    expect(second.ok && second.data).toMatchObject({ list: [{ room_id: rooms[0] }], has_more: false });
  });
});

describe('WebRTC signalling over the broker', () => {
  it('relays a party’s offer to the other party during the call, and nothing from a stranger', async () => {
    const call = await ringing();
    await server.client(call.host).http.request(callAnswerContract, { room_id: call.room });
    const callerSession = await server.listen(call.caller);
    const hostSession = await server.listen(call.host);
    const stranger = await server.newUser();
    const strangerSession = await server.listen(stranger);
    const offer = { sdp: 'v=0 offer', type: 'offer' };

    await strangerSession.client.publishAsync(`u/${stranger}/out`, JSON.stringify({ type: 3, event: 'signal', room_id: call.room, data: { sdp: 'evil' } }), { qos: MQTT_QOS });
    await callerSession.client.publishAsync(`u/${call.caller}/out`, JSON.stringify({ type: 3, event: 'signal', room_id: call.room, data: offer }), { qos: MQTT_QOS });

    await eventually(() => hostSession.messages.some((m) => m.event === 'signal'));
    const signals = hostSession.messages.filter((m) => m.event === 'signal');
    expect(signals).toEqual([{ type: 3, event: 'signal', room_id: call.room, from_uid: call.caller, data: offer }]);
    await server.client(call.caller).http.request(callEndContract, { room_id: call.room });
  });
});
