/**
 * What watching a live through another node than its host's costs (ADR 0022): two nodes
 * on PostgreSQL and Redis (tests/support/cluster-harness.ts), a host publishing the demo
 * clip through node A, then viewers one after another on node A (the media is local) and on
 * node B (each signalling step forwarded to A; the media flows A → viewer). Per viewer:
 * /live/watch and /live/watch-answer as the client times them, its first key frame, and the
 * CPU time both node processes spent (watch, answer, leave, ~0.3 s of media). A warm-up
 * round of each path is run first and not counted. Load average before and after.
 */
import os from 'node:os';
import pg from 'pg';
import { demoFaceClip } from '../server/demo/ivf-clip.js';
import { publishClip } from '../server/live/clip-publisher.js';
import type { LiveMediaPort } from '../server/live/live-media-port.js';
import { liveJoinContract } from '../src/application/contracts/live/join.contract.js';
import { liveLeaveContract } from '../src/application/contracts/live/leave.contract.js';
import { livePublishContract } from '../src/application/contracts/live/publish.contract.js';
import { liveStartContract } from '../src/application/contracts/live/start.contract.js';
import { liveWatchAnswerContract } from '../src/application/contracts/live/watch-answer.contract.js';
import { liveWatchContract } from '../src/application/contracts/live/watch.contract.js';
import { signInGuest, startLoopbackCluster, type ClusterNode, type ClusterUser } from '../tests/support/cluster-harness.js';
import { answerAsWeriftViewer, sharedNow } from '../tests/support/live-media-peers.js';
import { processTreeCpuSeconds } from '../tests/support/proc-cpu.js';
import type { Figure } from './figure.js';

const PORTS = { redis: 4706, nodes: [4707, 4708] } as const;
const VIEWERS = 20;
const MEDIA_TIMEOUT_MS = 10_000;
/** Issue #15's bar for a viewer's first picture, which a forwarded watch must keep. */
const KEY_FRAME_TARGET_MS = 1_000;

interface Round {
  readonly watchMs: number[];
  readonly answerMs: number[];
  readonly keyFrameMs: number[];
  /** CPU ms per viewer of node A and node B. */
  readonly cpuMs: readonly [number, number];
}

const quantile = (values: readonly number[], q: number): number => [...values].sort((x, y) => x - y)[Math.min(values.length - 1, Math.floor(q * values.length))] ?? Number.NaN;

function hostPort(host: ClusterUser): LiveMediaPort {
  return {
    publish: async (liveId, sdp) => {
      const answer = await host.http.request(livePublishContract, { live_id: Number(liveId), sdp });
      if (!answer.ok) throw new Error(answer.error.msg);
      return answer.data.sdp;
    },
    onHostState: () => () => undefined,
  } as Pick<LiveMediaPort, 'publish' | 'onHostState'> as LiveMediaPort;
}

async function round(node: ClusterNode, nodes: readonly [ClusterNode, ClusterNode], liveId: number): Promise<Round> {
  const viewers = await Promise.all(Array.from({ length: VIEWERS }, () => signInGuest(node)));
  for (const viewer of viewers) await viewer.http.request(liveJoinContract, { live_id: liveId });
  const result = { watchMs: [] as number[], answerMs: [] as number[], keyFrameMs: [] as number[] };
  const cpuBefore = nodes.map((n) => processTreeCpuSeconds(n.pid));
  for (const viewer of viewers) {
    const asked = sharedNow();
    const offer = await viewer.http.request(liveWatchContract, { live_id: liveId });
    if (!offer.ok) throw new Error(`/live/watch refused: ${offer.error.msg}`);
    result.watchMs.push(sharedNow() - asked);
    const peer = await answerAsWeriftViewer(offer.data.sdp, MEDIA_TIMEOUT_MS);
    const answering = sharedNow();
    const answered = await viewer.http.request(liveWatchAnswerContract, { live_id: liveId, sdp: peer.answerSdp });
    if (!answered.ok) throw new Error(`/live/watch-answer refused: ${answered.error.msg}`);
    result.answerMs.push(sharedNow() - answering);
    result.keyFrameMs.push((await peer.keyFrameAt) - asked);
    await viewer.http.request(liveLeaveContract, { live_id: liveId });
    await peer.pc.close();
  }
  const cpuMs = nodes.map((n, i) => ((processTreeCpuSeconds(n.pid) - (cpuBefore[i] ?? 0)) * 1_000) / VIEWERS) as [number, number];
  return { ...result, cpuMs };
}

export async function run(): Promise<Figure[]> {
  console.log(`live-across-nodes: load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')} at the start`);
  const cluster = await startLoopbackCluster(PORTS);
  const db = new pg.Pool({ connectionString: cluster.pg.url, max: 2 });
  const nodes = cluster.nodes as [ClusterNode, ClusterNode];
  try {
    const host = await signInGuest(nodes[0]);
    await db.query('update users set is_host = true where uid = $1', [host.uid]);
    const started = await host.http.request(liveStartContract, { title: 'across nodes', cover: '' });
    if (!started.ok) throw new Error(started.error.msg);
    const liveId = started.data.live_id;
    const clip = await publishClip(hostPort(host), String(liveId), demoFaceClip(), (error) => console.error(error));
    try {
      await round(nodes[0], nodes, liveId);
      await round(nodes[1], nodes, liveId);
      const local = await round(nodes[0], nodes, liveId);
      const forwarded = await round(nodes[1], nodes, liveId);
      const figures = (label: string, r: Round): Figure[] => [
        { name: `live watch ${label}: /live/watch p50`, value: quantile(r.watchMs, 0.5), unit: 'ms' },
        { name: `live watch ${label}: /live/watch-answer p50`, value: quantile(r.answerMs, 0.5), unit: 'ms' },
        { name: `live watch ${label}: first key frame p95`, value: quantile(r.keyFrameMs, 0.95), unit: 'ms', target: `<= ${KEY_FRAME_TARGET_MS}`, met: quantile(r.keyFrameMs, 0.95) <= KEY_FRAME_TARGET_MS },
        { name: `live watch ${label}: CPU per viewer, host's node A`, value: r.cpuMs[0], unit: 'ms' },
        { name: `live watch ${label}: CPU per viewer, node B`, value: r.cpuMs[1], unit: 'ms' },
      ];
      return [...figures('on the host node', local), ...figures('forwarded from another node', forwarded)];
    } finally {
      await clip.stop();
    }
  } finally {
    await db.end();
    await cluster.close();
    console.log(`live-across-nodes: load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')} at the end`);
  }
}
