import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callAnswerContract } from '../../src/application/contracts/call/answer.contract.js';
import { callCurrentContract } from '../../src/application/contracts/call/current.contract.js';
import { callDeclineContract } from '../../src/application/contracts/call/decline.contract.js';
import { callEndContract } from '../../src/application/contracts/call/end.contract.js';
import { callStartContract } from '../../src/application/contracts/call/start.contract.js';
import { CALL_RING_TIMEOUT_MS, CALL_TYPE } from '../../src/domain/constants.js';
import { eventually, startCallServer, type CallServer } from '../support/call-harness.js';
import { CALL_END_REASON } from '../../src/domain/calls/call-codes.js';

/*
 * /call/current: what a client asks on every realtime connect, so that a ring pushed
 * while its app was starting, reloading or reconnecting is not lost.
 */
let server: CallServer;
beforeAll(async () => {
  server = await startCallServer();
});
afterAll(async () => server?.close());

async function current(uid: number) {
  const result = await server.client(uid).http.request(callCurrentContract, {});
  if (!result.ok) throw new Error(result.error.msg);
  return result.data.signals;
}

/** Ben calls Ana (a host) while Ana's inbox listens; the call rings. */
async function ringing() {
  const caller = await server.newUser({ nickname: 'Ben', coins: 1_000 });
  const callee = await server.newUser({ nickname: 'Ana', is_host: true, video_call_gold: 30 });
  const inbox = await server.listen(callee);
  const started = await server.client(caller).http.request(callStartContract, { target_uid: callee, call_type: CALL_TYPE.video });
  if (!started.ok) throw new Error(started.error.msg);
  await eventually(() => inbox.messages.some((message) => message.event === 'ring'));
  return { caller, callee, room: started.data.room_id, pushed: inbox.messages };
}

describe('/call/current', () => {
  it('answers the ring of a call ringing for the user, as the push carried it', async () => {
    const call = await ringing();
    expect(await current(call.callee)).toEqual([call.pushed.find((message) => message.event === 'ring')]);
    await server.client(call.caller).http.request(callEndContract, { room_id: call.room });
  });

  it('tells the caller nothing: only the callee is rung', async () => {
    const call = await ringing();
    expect(await current(call.caller)).toEqual([]);
    await server.client(call.caller).http.request(callEndContract, { room_id: call.room });
  });

  it('answers the ring and the missed-call end when the caller cancelled, worded as the pushes were', async () => {
    const call = await ringing();
    await server.time.advanceBy(3_000);
    await server.client(call.caller).http.request(callEndContract, { room_id: call.room });
    await eventually(() => call.pushed.some((message) => message.event === 'ended'));

    const signals = await current(call.callee);

    expect(signals).toEqual([call.pushed.find((message) => message.event === 'ring'), call.pushed.find((message) => message.event === 'ended')]);
    expect(signals[1]).toMatchObject({ room_id: call.room, reason: CALL_END_REASON.cancel, hangup_tips: 'Missed call from Ben' });
  });

  it('answers a call that rang out unanswered as missed, for one ring time after its end only', async () => {
    const call = await ringing();
    await server.time.advanceBy(CALL_RING_TIMEOUT_MS);
    expect(await current(call.callee)).toMatchObject([{ event: 'ring', room_id: call.room }, { event: 'ended', room_id: call.room, reason: CALL_END_REASON.timeout }]);

    await server.time.advanceBy(CALL_RING_TIMEOUT_MS + 1);
    expect(await current(call.callee)).toEqual([]);
  });

  it('answers no ring for a call the callee answered or declined; the end the other side made, as it was pushed', async () => {
    const answered = await ringing();
    await server.client(answered.callee).http.request(callAnswerContract, { room_id: answered.room });
    expect(await current(answered.callee)).toEqual([]);
    await server.client(answered.caller).http.request(callEndContract, { room_id: answered.room });
    await eventually(() => answered.pushed.some((message) => message.event === 'ended'));
    expect(await current(answered.callee)).toEqual([answered.pushed.find((message) => message.event === 'ended')]);

    const declined = await ringing();
    await server.client(declined.callee).http.request(callDeclineContract, { room_id: declined.room });
    expect(await current(declined.callee)).toEqual([]);
  });

  it('answers the caller the end of its call when the callee declined it while the caller was away (issue #17), for one ring time', async () => {
    const call = await ringing();
    const callerInbox = await server.listen(call.caller);
    await server.client(call.callee).http.request(callDeclineContract, { room_id: call.room });
    await eventually(() => callerInbox.messages.some((message) => message.event === 'ended'));

    expect(await current(call.caller)).toEqual([callerInbox.messages.find((message) => message.event === 'ended')]);
    expect((await current(call.caller))[0]).toMatchObject({ room_id: call.room, reason: CALL_END_REASON.refuse });
    // The callee declined it: their own end is no news to them.
    expect(await current(call.callee)).toEqual([]);

    await server.time.advanceBy(CALL_RING_TIMEOUT_MS + 1);
    expect(await current(call.caller)).toEqual([]);
  });

  it('answers nothing for a call that found the user busy: it never rang', async () => {
    const call = await ringing();
    await server.client(call.callee).http.request(callAnswerContract, { room_id: call.room });
    const third = await server.newUser({ nickname: 'Cy', coins: 1_000 });
    const refused = await server.client(third).http.request(callStartContract, { target_uid: call.callee, call_type: CALL_TYPE.voice });
    expect(refused).toMatchObject({ ok: false, error: { msg: 'CALL.BUSY' } });

    expect(await current(call.callee)).toEqual([]);
    await server.client(call.caller).http.request(callEndContract, { room_id: call.room });
  });
});
