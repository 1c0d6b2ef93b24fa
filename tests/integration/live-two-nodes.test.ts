/**
 * A live room watched from another node (issue #17, docs/adr/0022-live-media-across-nodes.md):
 * PostgreSQL, redis-server and real server processes on loopback, no balancer. The host
 * publishes on node A (a werift peer playing the demo clip, through /live/publish), a viewer
 * signed in on node B joins and watches through B, and gets the host's key frame and frames
 * after it: on the embedded SFU (B forwards the signalling to A, the media flows A → viewer)
 * and on a shared Janus (B subscribes in the room A created). Then node A is killed: a viewer
 * on B is told the live cannot be watched and the room hears 'paused'; once the host publishes
 * again on B the room hears 'resumed' and the viewer watches through B.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoFaceClip } from '../../server/demo/ivf-clip.js';
import { publishClip, type ClipPublisher } from '../../server/live/clip-publisher.js';
import { JanusSession } from '../../server/live/janus-session.js';
import type { LiveMediaPort } from '../../server/live/live-media-port.js';
import { LIVE_REFUSAL } from '../../server/live/live-rooms.js';
import { liveEndContract } from '../../src/application/contracts/live/end.contract.js';
import { liveJoinContract } from '../../src/application/contracts/live/join.contract.js';
import { livePublishContract } from '../../src/application/contracts/live/publish.contract.js';
import { liveStartContract } from '../../src/application/contracts/live/start.contract.js';
import { liveWatchAnswerContract } from '../../src/application/contracts/live/watch-answer.contract.js';
import { liveWatchContract } from '../../src/application/contracts/live/watch.contract.js';
import { liveTopicRoom } from '../../server/live/live-deps.js';
import { roomSystemTopic } from '../../server/realtime/topics.js';
import { MQTT_QOS } from '../../src/domain/constants.js';
import { connectSocket, redisServerBinary, signInGuest, startLoopbackCluster, startNode, type ClusterNode, type ClusterUser, type LoopbackCluster } from '../support/cluster-harness.js';
import { skipJanus, startJanus, type JanusServer } from '../support/janus-server.js';
import { answerAsWeriftViewer, type WeriftAnswer } from '../support/live-media-peers.js';
import { pgAvailability } from '../support/pg-server.js';

/** This suite's ports (the livenodes slice's range 4701–4709). */
const PORTS = { redis: 4701, nodes: [4702, 4703], janusNodes: [4704, 4705] } as const;
/** The bar is a key frame within a second; a shared 2-core CI machine gets headroom. */
const MEDIA_TIMEOUT_MS = 10_000;
/** Frames after the key frame: the stream keeps flowing, not one lucky packet. */
const MORE_PACKETS = 10;
const POLL_MS = 50;
/** Long enough for a stopped stream's last packets in flight to land, and for a flowing one (~30 packets a second) to show. */
const SETTLE_MS = 500;

function missingEngines(): string | null {
  const reasons = [pgAvailability().kind === 'none' ? 'PostgreSQL binaries' : null, redisServerBinary() === null ? 'redis-server' : null].filter((r) => r !== null);
  if (reasons.length === 0) return null;
  const reason = `live-two-nodes test needs ${reasons.join(' and ')} (apt-get install postgresql redis-server)`;
  if (process.env.CI === 'true') throw new Error(`CI=true and ${reason}`);
  console.warn(`[live-two-nodes] skipped: ${reason}`);
  return reason;
}

const skip = missingEngines() !== null;
const skipJanusVariant = skip || skipJanus('live-two-nodes');

async function until(check: () => boolean, timeoutMs = MEDIA_TIMEOUT_MS): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/** The host's side of the port, over the wire: /live/publish on the node the host's client talks to. */
function publishingThrough(host: ClusterUser): LiveMediaPort {
  const notHere = (): never => {
    throw new Error('a host only publishes');
  };
  return {
    publish: async (liveId, sdp) => {
      const answer = await host.http.request(livePublishContract, { live_id: Number(liveId), sdp });
      if (!answer.ok) throw new Error(`/live/publish refused: ${answer.error.msg}`);
      return answer.data.sdp;
    },
    onHostState: () => () => undefined,
    view: notHere, answerView: notHere, dropViewer: notHere, close: notHere, stop: async () => undefined,
  };
}

/** A live started by a fresh host signed in on `node`; its camera (the demo clip) not on yet. */
async function startLive(node: ClusterNode, db: pg.Pool): Promise<{ host: ClusterUser; liveId: number }> {
  const host = await signInGuest(node);
  await db.query('update users set is_host = true where uid = $1', [host.uid]);
  const started = await host.http.request(liveStartContract, { title: 'across nodes', cover: '' });
  if (!started.ok) throw new Error(`/live/start refused: ${started.error.msg}`);
  return { host, liveId: started.data.live_id };
}

/** The host's page publishing the demo clip as its camera, through the node its client talks to. */
function publishCamera(host: ClusterUser, liveId: number): Promise<ClipPublisher> {
  return publishClip(publishingThrough(host), String(liveId), demoFaceClip(), (error) => console.warn('[live-two-nodes] clip', error));
}

/** A live of a fresh host signed in on `node`, with the demo clip as its camera. */
async function goLive(node: ClusterNode, db: pg.Pool): Promise<{ host: ClusterUser; liveId: number; publisher: ClipPublisher }> {
  const { host, liveId } = await startLive(node, db);
  return { host, liveId, publisher: await publishCamera(host, liveId) };
}

type Watched = { ok: true; peer: WeriftAnswer } | { ok: false; msg: string };

/** A viewer on `node` joins and asks to watch; answers the werift peer, or the refusal. */
async function watch(viewer: ClusterUser, liveId: number): Promise<Watched> {
  await join(viewer, liveId);
  return watchJoined(viewer, liveId);
}

async function join(viewer: ClusterUser, liveId: number): Promise<void> {
  const joined = await viewer.http.request(liveJoinContract, { live_id: liveId });
  if (!joined.ok) throw new Error(`/live/join refused: ${joined.error.msg}`);
}

/** A viewer inside the room asks to watch: the werift peer, or the refusal. */
async function watchJoined(viewer: ClusterUser, liveId: number): Promise<Watched> {
  const offer = await viewer.http.request(liveWatchContract, { live_id: liveId });
  if (!offer.ok) return { ok: false, msg: offer.error.msg };
  const peer = await answerAsWeriftViewer(offer.data.sdp, MEDIA_TIMEOUT_MS);
  const answered = await viewer.http.request(liveWatchAnswerContract, { live_id: liveId, sdp: peer.answerSdp });
  if (!answered.ok) throw new Error(`/live/watch-answer refused: ${answered.error.msg}`);
  return { ok: true, peer };
}

/** The viewer gets a key frame, then the stream keeps coming. */
async function expectFrames(peer: WeriftAnswer): Promise<void> {
  expect(await peer.keyFrameAt).toBeLessThan(Number.POSITIVE_INFINITY);
  const seen = peer.videoPackets();
  await until(() => peer.videoPackets() > seen + MORE_PACKETS);
}

describe.skipIf(skip)('a live watched from another node', () => {
  let cluster: LoopbackCluster;
  let db: pg.Pool;
  let janus: JanusServer | undefined;
  const janusNodes: ClusterNode[] = [];
  const cleanups: (() => Promise<unknown>)[] = [];

  beforeAll(async () => {
    cluster = await startLoopbackCluster(PORTS);
    db = new pg.Pool({ connectionString: cluster.pg.url, max: 2 });
    if (skipJanusVariant) return;
    janus = await startJanus();
    // Two more nodes of the same cluster, with the one shared Janus as their SFU; started together, the database being migrated already.
    const settings = { databaseUrl: cluster.pg.url, redisUrl: cluster.redis.url, dataDir: cluster.dataDir, env: { JANUS_URL: janus.url } };
    janusNodes.push(...(await Promise.all(PORTS.janusNodes.map((port, index) => startNode(`J${index + 1}`, port, settings)))));
  }, 120_000);

  /** Whether Janus still has the live's room (asked on a session of the test's own). */
  async function roomOnJanus(liveId: number): Promise<boolean> {
    const session = await JanusSession.open(janus?.url ?? '');
    try {
      const handle = await session.attach('janus.plugin.videoroom', () => undefined);
      const reply = await session.message(handle, { request: 'exists', room: liveId });
      return reply.plugindata?.data?.exists === true;
    } finally {
      await session.destroy();
    }
  }

  afterAll(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => undefined);
    await Promise.allSettled(janusNodes.map((node) => node.stop()));
    await janus?.stop();
    await db?.end();
    await cluster?.close();
  }, 60_000);

  it.skipIf(skipJanusVariant)('on a shared Janus: the host publishes on one node, a viewer on the other gets its key frame and frames; the live ended through the other node stops them', async () => {
    const [nodeA, nodeB] = janusNodes as [ClusterNode, ClusterNode];
    const { host, liveId, publisher } = await goLive(nodeA, db);
    cleanups.push(() => publisher.stop());
    const watched = await watch(await signInGuest(nodeB), liveId);
    if (!watched.ok) throw new Error(`/live/watch refused: ${watched.msg}`);
    cleanups.push(() => watched.peer.pc.close());
    await expectFrames(watched.peer);

    // The room is node A's on Janus; ending the live through node B ends it there too.
    expect(await roomOnJanus(liveId)).toBe(true);
    host.moveTo(nodeB);
    expect((await host.http.request(liveEndContract, { live_id: liveId })).ok).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    const before = watched.peer.videoPackets();
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    expect(watched.peer.videoPackets()).toBe(before);
    expect(await roomOnJanus(liveId)).toBe(false);
  }, 30_000);

  it('on the embedded SFU: a viewer on node B (asking before the host’s camera is on) gets the key frame and frames of a host publishing on node A; with A gone it is told so, and watches again once the host publishes on B', async () => {
    const [nodeA, nodeB] = cluster.nodes as [ClusterNode, ClusterNode];
    const { host, liveId } = await startLive(nodeA, db);
    // The viewer asks before the host's camera is on (the room is listed from /live/start): it waits for the host's node.
    const early = await signInGuest(nodeB);
    await join(early, liveId);
    const watching = watchJoined(early, liveId);
    const publisher = await publishCamera(host, liveId);
    cleanups.push(() => publisher.stop());
    const first = await watching;
    if (!first.ok) throw new Error(`/live/watch refused: ${first.msg}`);
    cleanups.push(() => first.peer.pc.close());
    await expectFrames(first.peer);

    // A viewer on B with its realtime connection there hears the room's notices.
    const late = await signInGuest(nodeB);
    const socket = await connectSocket(late, nodeB);
    cleanups.push(() => socket.end());
    expect((await late.http.request(liveJoinContract, { live_id: liveId })).ok).toBe(true);
    await socket.client.subscribeAsync(roomSystemTopic(liveTopicRoom(liveId)), { qos: MQTT_QOS });
    const notices = () => socket.messages.filter((m) => m.type === 5 && m.live_id === liveId).map((m) => m.event);

    await nodeA.kill();
    expect(await watch(late, liveId)).toEqual({ ok: false, msg: LIVE_REFUSAL.hostGone });
    await until(() => notices().includes('paused'));
    // Another viewer trying is told the same, and the room is not told again.
    expect(await watch(await signInGuest(nodeB), liveId)).toEqual({ ok: false, msg: LIVE_REFUSAL.hostGone });

    // The host's page publishes again, through the node its client now talks to.
    await publisher.stop();
    host.moveTo(nodeB);
    const again = await publishCamera(host, liveId);
    cleanups.push(() => again.stop());
    await until(() => notices().at(-1) === 'resumed');
    expect(notices().filter((event) => event === 'paused' || event === 'resumed')).toEqual(['paused', 'resumed']);
    const second = await watch(late, liveId);
    if (!second.ok) throw new Error(`/live/watch refused after the host moved: ${second.msg}`);
    cleanups.push(() => second.peer.pc.close());
    await expectFrames(second.peer);
  }, 45_000);
});
