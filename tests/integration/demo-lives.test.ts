import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RTCPeerConnection as WeriftPeer } from 'werift';
import { InMemorySessionStore } from '../../server/api/in-memory-session-store.js';
import { buildApp } from '../../server/app.js';
import { ManualTime } from '../../server/calls/manual-time.js';
import { loadConfig } from '../../server/config.js';
import { GIFT_CATALOGUE } from '../../server/gifts/gift-catalogue.js';
import { DEMO_LIVE_COUNT } from '../../server/live/demo-lives.js';
import { LIVE_GIFT_TO_DEMO } from '../../server/live/live-gift.endpoint.js';
import { startsVp8KeyFrame } from '../../server/live/vp8-key-frame.js';
import { weriftPeerConfig } from '../../server/webrtc/werift-peer-config.js';
import { callEndContract } from '../../src/application/contracts/call/end.contract.js';
import { callStartContract } from '../../src/application/contracts/call/start.contract.js';
import { liveGiftContract } from '../../src/application/contracts/live/gift.contract.js';
import { liveJoinContract } from '../../src/application/contracts/live/join.contract.js';
import { liveLeaveContract } from '../../src/application/contracts/live/leave.contract.js';
import { liveListContract } from '../../src/application/contracts/live/list.contract.js';
import { liveWatchAnswerContract } from '../../src/application/contracts/live/watch-answer.contract.js';
import { liveWatchContract } from '../../src/application/contracts/live/watch.contract.js';
import type { LiveRoom } from '../../src/application/contracts/live/live-room.js';
import { CALL_TYPE, DEMO_HOST_ANSWER_DELAY_MS } from '../../src/domain/constants.js';
import { sessionRowsIn } from '../support/broker-login.js';
import { CALL_TEST_START, eventually, startCallServer, type CallServer } from '../support/call-harness.js';

/**
 * Demo hosts going live (issue #15): with DEMO_HOSTS on, DEMO_LIVE_COUNT demo rooms are on
 * /live/list, their stream (the demo face clip) reaches a viewer through the embedded SFU
 * with a key frame, a gift or a private call there moves no coin, and the rooms end
 * on shutdown; a restart ends rooms a crash left open, and DEMO_HOSTS off opens none.
 */
let server: CallServer;
const COINS = 5_000;
const MEDIA_TIMEOUT_MS = 10_000;

beforeAll(async () => {
  server = await startCallServer({ demoHosts: true });
});
afterAll(async () => server?.close());

async function listed(uid: number): Promise<LiveRoom[]> {
  const list = await server.client(uid).http.request(liveListContract, {});
  if (!list.ok) throw new Error(list.error.msg);
  return list.data.list;
}

const spendsOf = (uid: number) => server.database.db.selectFrom('ledger_transfers').select('reason').where('from_account', '=', `user:${uid}`).execute();
const openRoomIds = async () => (await server.database.db.selectFrom('live_rooms').select('id').where('status', '<>', 'ended').execute()).map((row) => row.id);

describe('demo lives', () => {
  it('lists DEMO_LIVE_COUNT demo hosts live, marked as demo, with a true viewer count of nobody yet', async () => {
    const newcomer = await server.newUser({ coins: COINS });
    const rooms = await listed(newcomer);
    expect(rooms).toHaveLength(DEMO_LIVE_COUNT);
    for (const room of rooms) expect(room).toMatchObject({ is_demo: 1, status: 'live', viewers: 0 });
  });

  it('sends a joining viewer the clip through the embedded SFU: a key frame, then frames keep coming; the count says one', async () => {
    const viewer = await server.newUser({ coins: COINS });
    const room = (await listed(viewer))[0]!;
    const http = server.client(viewer).http;
    expect((await http.request(liveJoinContract, { live_id: room.live_id })).ok).toBe(true);
    const offer = await http.request(liveWatchContract, { live_id: room.live_id });
    if (!offer.ok) throw new Error(offer.error.msg);
    const pc = new WeriftPeer(weriftPeerConfig());
    let packets = 0;
    let keyFrame = false;
    pc.onTrack.subscribe((track) => {
      if (track.kind !== 'video') return;
      track.onReceiveRtp.subscribe((rtp) => {
        packets += 1;
        // The SFU forwards what the clip sends from the moment the viewer is up (maybe the tail of
        // a frame); the viewer's arrival asks for a key frame, which a decoder can start at.
        keyFrame ||= startsVp8KeyFrame(rtp.payload);
      });
    });
    await pc.setRemoteDescription({ type: 'offer', sdp: offer.data.sdp });
    await pc.setLocalDescription(await pc.createAnswer());
    expect((await http.request(liveWatchAnswerContract, { live_id: room.live_id, sdp: pc.localDescription?.sdp ?? '' })).ok).toBe(true);
    await eventually(() => keyFrame, MEDIA_TIMEOUT_MS);
    const seen = packets;
    await eventually(() => packets > seen + 10, MEDIA_TIMEOUT_MS);
    expect((await listed(viewer)).find((listedRoom) => listedRoom.live_id === room.live_id)?.viewers).toBe(1);
    await http.request(liveLeaveContract, { live_id: room.live_id });
    await pc.close();
  }, 30_000);

  it('refuses a gift to a demo host in its live and takes nothing', async () => {
    const viewer = await server.newUser({ coins: COINS });
    const room = (await listed(viewer))[1]!;
    const http = server.client(viewer).http;
    await http.request(liveJoinContract, { live_id: room.live_id });
    const sent = await http.request(liveGiftContract, { live_id: room.live_id, gift_id: GIFT_CATALOGUE[1]!.id, client_msg_id: 'demo-live-gift' });
    expect(!sent.ok && sent.error.msg).toBe(LIVE_GIFT_TO_DEMO);
    expect(await server.ledger.balanceOf(viewer)).toBe(COINS);
    expect(await spendsOf(viewer)).toEqual([]);
  });

  it('puts a private call asked from a demo live through the demo host’s free call path: five minutes, and no coin moves', async () => {
    const viewer = await server.newUser({ coins: COINS });
    const room = (await listed(viewer))[2]!;
    const http = server.client(viewer).http;
    await http.request(liveJoinContract, { live_id: room.live_id });
    const started = await http.request(callStartContract, { target_uid: room.host_uid, call_type: CALL_TYPE.video, from_type: 'live' });
    if (!started.ok) throw new Error(started.error.msg);
    await server.time.advanceBy(DEMO_HOST_ANSWER_DELAY_MS.max + 1);
    await server.time.advanceBy(5 * 60_000);
    const ended = await http.request(callEndContract, { room_id: started.data.room_id });
    expect(ended.ok && ended.data).toMatchObject({ coins: 0 });
    expect(await server.ledger.balanceOf(viewer)).toBe(COINS);
    expect(await spendsOf(viewer)).toEqual([]);
  });

  it('ends every demo live on shutdown; a restart ends what a crash left open, opens none with DEMO_HOSTS off and fresh ones with it on', async () => {
    const before = await openRoomIds();
    await server.app.close();
    expect(await openRoomIds()).toEqual([]);

    // A crash leaves rows "live" whose stream died with the process.
    await server.database.db.updateTable('live_rooms').set({ status: 'live', ended_at: null }).where('id', 'in', before).execute();
    const off = await restart('0');
    expect(await openRoomIds()).toEqual([]);
    await off.close();

    const on = await restart('1');
    const reopened = await openRoomIds();
    expect(reopened).toHaveLength(DEMO_LIVE_COUNT);
    expect(reopened.some((id) => before.includes(id))).toBe(false);
    await on.close();
    expect(await openRoomIds()).toEqual([]);
  }, 30_000);
});

/** The same database served again by a new app, as after a restart. */
async function restart(demoHosts: '0' | '1') {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'glint-demo-lives-'));
  const time = new ManualTime(CALL_TEST_START);
  const config = loadConfig({ DATA_DIR: dataDir, HOST: '127.0.0.1', DEMO_HOSTS: demoHosts });
  const app = await buildApp(config, { clock: time, scheduler: time, database: server.database, sessions: new InMemorySessionStore(sessionRowsIn(server.database.db)) });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    close: async () => {
      await app.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
