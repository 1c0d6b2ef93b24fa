import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RTCPeerConnection as WeriftPeer, type RtpPacket } from 'werift';
import { demoDb } from '../../server/demo/demo-hosts-table.js';
import { demoFaceClip } from '../../server/demo/ivf-clip.js';
import { startsVp8KeyFrame } from '../../server/live/vp8-key-frame.js';
import { userOutboxTopic } from '../../server/realtime/topics.js';
import { callEndContract } from '../../src/application/contracts/call/end.contract.js';
import { callStartContract } from '../../src/application/contracts/call/start.contract.js';
import { CALL_TYPE, DEMO_HOST_ANSWER_DELAY_MS, MQTT_QOS, REALTIME_MESSAGE_TYPE } from '../../src/domain/constants.js';
import { eventually, startCallServer, type CallServer } from '../support/call-harness.js';

/**
 * A demo host's camera (DEMO_HOSTS): a caller offering over the call signalling, as the
 * browser does, gets the server's answer and then the demo face clip as VP8 — a key frame
 * first, then frames whose RTP timestamps advance at the clip's rate — and nothing costs coins.
 */
let server: CallServer;
let demoHost: number;
const COINS = 1_000;
/** Frames to see advancing: a little over one loop of the clip. */
const FRAMES_TO_SEE = 20;

beforeAll(async () => {
  server = await startCallServer({ demoHosts: true });
  demoHost = (await demoDb(server.database.db).selectFrom('demo_hosts').select('uid').orderBy('uid').executeTakeFirstOrThrow()).uid;
});
afterAll(async () => server?.close());

describe('demo host camera', () => {
  it('answers a caller’s offer with the demo face clip: a key frame, then frames that advance, and no coins move', async () => {
    const caller = await server.newUser({ coins: COINS });
    const inbox = await server.listen(caller);
    const started = await server.client(caller).http.request(callStartContract, { target_uid: demoHost, call_type: CALL_TYPE.video });
    if (!started.ok) throw new Error(started.error.msg);
    const room = started.data.room_id;
    await server.time.advanceBy(DEMO_HOST_ANSWER_DELAY_MS.max + 1);
    await eventually(() => inbox.messages.some((m) => m.event === 'answered' && m.room_id === room));

    // The caller's side, as the browser's: receive audio and video, offer once the callee answered.
    const pc = new WeriftPeer({ iceAdditionalHostAddresses: ['127.0.0.1'], iceUseIpv6: false });
    pc.addTransceiver('video', { direction: 'recvonly' });
    pc.addTransceiver('audio', { direction: 'recvonly' });
    const frames: number[] = [];
    let firstIsKey: boolean | null = null;
    pc.onTrack.subscribe((track) => {
      track.onReceiveRtp.subscribe((rtp: RtpPacket) => {
        // The first frame that starts here (S bit of the payload descriptor) must be one a decoder can begin with.
        if (firstIsKey === null && ((rtp.payload[0] ?? 0) & 0x10) !== 0) firstIsKey = startsVp8KeyFrame(rtp.payload);
        if (rtp.header.marker) frames.push(rtp.header.timestamp);
      });
    });
    await pc.setLocalDescription(await pc.createOffer());
    const signal = (data: unknown) => JSON.stringify({ type: REALTIME_MESSAGE_TYPE.callSignal, event: 'signal', room_id: room, data });
    await inbox.client.publishAsync(userOutboxTopic(String(caller)), signal({ kind: 'description', description: { type: 'offer', sdp: pc.localDescription?.sdp } }), { qos: MQTT_QOS });

    await eventually(() => inbox.messages.some((m) => m.event === 'signal'), 10_000);
    const answer = inbox.messages.find((m) => m.event === 'signal') as { from_uid: number; data: { kind: string; description: { type: 'answer'; sdp: string } } };
    expect(answer.from_uid).toBe(demoHost);
    expect(answer.data.description.type).toBe('answer');
    await pc.setRemoteDescription(answer.data.description);

    await eventually(() => frames.length >= FRAMES_TO_SEE, 15_000);
    expect(firstIsKey).toBe(true);
    const ticksPerFrame = 90_000 / demoFaceClip().fps;
    const steps = frames.slice(1).map((timestamp, at) => (timestamp - frames[at]! + 2 ** 32) % 2 ** 32);
    expect(steps.every((step) => step === ticksPerFrame)).toBe(true);

    const ended = await server.client(caller).http.request(callEndContract, { room_id: room });
    expect(ended.ok && ended.data).toMatchObject({ status: 'ended', coins: 0 });
    expect(await server.ledger.balanceOf(caller)).toBe(COINS);
    await pc.close();
  }, 40_000);
});
