import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { HostNodeGone, type HostNodeClient } from './host-node-client.js';
import type { LiveMediaPort } from './live-media-port.js';
import { mediaNodeOf, moveMediaTo } from './live-queries.js';

/**
 * A viewer asking to watch before the host's first publish has landed (the room is listed
 * at /live/start, the host's offer follows a moment later) waits this long for it, checking
 * this often, as a viewer of a Janus room waits for the host's feed (janus-sfu.ts): with no
 * node recorded yet it cannot know where the media will be.
 */
export const MEDIA_NODE_WAIT_MS = 5_000;
export const MEDIA_NODE_POLL_MS = 200;

export interface RoutedLiveMediaDeps {
  /** This node's own SFU (the embedded one): the host's media lives in it when the host published here. */
  readonly local: LiveMediaPort;
  readonly db: Kysely<Database>;
  /** This node's internal address, as recorded with the lives whose media it holds. */
  readonly self: () => string;
  readonly hostNodes: HostNodeClient;
}

/**
 * The embedded SFU on one node of several (ADR 0022): a live's media is in the node its
 * host published to, recorded with the live (live_rooms.media_node). A viewer's subscribe,
 * answer and leave, and the live's end, run there — here when it is this node, else
 * forwarded over an authenticated internal call; the answer's candidates are the host
 * node's, so media flows between the viewer and that node directly.
 *
 * The host's node gone: the viewer gets HostNodeGone (the endpoint refuses clearly) and this
 * node tells the room the host's media is down ('paused'), as a dead host's room is. The
 * host publishing again — to any node — moves the media there; that node tells 'down' for
 * the old stream, then 'up' when the new one flows, so the room says 'resumed' and viewers
 * subscribe again, now to the new node.
 */
export class RoutedLiveMedia implements LiveMediaPort {
  private readonly listeners = new Set<(liveId: string, state: 'up' | 'down') => void>();
  /** Lives whose host's media was found gone (its node dead, or moved away): told 'down' once, not once per viewer who tries, until the host is up here. */
  private readonly foundGone = new Set<string>();
  private readonly unfollowLocal: () => void;

  constructor(private readonly deps: RoutedLiveMediaDeps) {
    this.unfollowLocal = deps.local.onHostState((liveId, state) => {
      if (state === 'up') this.foundGone.delete(liveId);
      this.tell(liveId, state);
    });
  }

  onHostState(listener: (liveId: string, state: 'up' | 'down') => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async publish(liveId: string, offerSdp: string): Promise<string> {
    const before = await moveMediaTo(this.deps.db, Number(liveId), this.deps.self());
    if (before !== null && before !== this.deps.self()) {
      // The old stream is gone with the move: the room hears 'paused' (unless it did already), then 'resumed' once the new one flows here.
      this.tellGone(liveId);
      // A node still alive drops the old room without a word (not awaited: a dead one must not delay the host).
      void this.deps.hostNodes.forward(before, 'close', { live_id: liveId }).catch(() => undefined);
    }
    return this.deps.local.publish(liveId, offerSdp);
  }

  async view(liveId: string, viewerUid: string): Promise<string> {
    const node = await this.elsewhere(liveId, MEDIA_NODE_WAIT_MS);
    if (node === null) return this.deps.local.view(liveId, viewerUid);
    const reply = await this.forward(liveId, node, 'view', { live_id: liveId, viewer_uid: viewerUid });
    if (reply.sdp === undefined) throw new Error(`${node} answered no offer for live ${liveId}`);
    return reply.sdp;
  }

  async answerView(liveId: string, viewerUid: string, answerSdp: string): Promise<void> {
    const node = await this.elsewhere(liveId);
    if (node === null) return this.deps.local.answerView(liveId, viewerUid, answerSdp);
    await this.forward(liveId, node, 'answer', { live_id: liveId, viewer_uid: viewerUid, sdp: answerSdp });
  }

  async dropViewer(liveId: string, viewerUid: string): Promise<void> {
    const node = await this.elsewhere(liveId);
    if (node === null) return this.deps.local.dropViewer(liveId, viewerUid);
    // A dead host's node holds no subscription any more: nothing left to drop.
    await this.forward(liveId, node, 'drop', { live_id: liveId, viewer_uid: viewerUid }).catch((error: unknown) => {
      if (!(error instanceof HostNodeGone)) throw error;
    });
  }

  async close(liveId: string): Promise<void> {
    this.foundGone.delete(liveId);
    await this.deps.local.close(liveId);
    const node = await this.elsewhere(liveId);
    // Not awaited: the live has ended either way, and an unreachable node must not hold its end up for FORWARD_TIMEOUT_MS.
    if (node !== null) void this.deps.hostNodes.forward(node, 'close', { live_id: liveId }).catch(() => undefined);
  }

  async stop(): Promise<void> {
    this.unfollowLocal();
    await this.deps.local.stop();
  }

  /**
   * The node holding the live's media when it is another one; null when it is this node, or
   * none published yet (after waiting up to `waitMs` for the host's first publish).
   */
  private async elsewhere(liveId: string, waitMs = 0): Promise<string | null> {
    const deadline = performance.now() + waitMs;
    let node = await mediaNodeOf(this.deps.db, Number(liveId));
    while (node === null && performance.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, MEDIA_NODE_POLL_MS));
      node = await mediaNodeOf(this.deps.db, Number(liveId));
    }
    return node === null || node === this.deps.self() ? null : node;
  }

  private async forward(liveId: string, node: string, op: 'view' | 'answer' | 'drop', body: Parameters<HostNodeClient['forward']>[2]) {
    try {
      return await this.deps.hostNodes.forward(node, op, body);
    } catch (error) {
      if (error instanceof HostNodeGone) this.tellGone(liveId);
      throw error;
    }
  }

  /** The host's media is gone from where it was: 'down', told once until the host is up again here. */
  private tellGone(liveId: string): void {
    if (this.foundGone.has(liveId)) return;
    this.foundGone.add(liveId);
    this.tell(liveId, 'down');
  }

  private tell(liveId: string, state: 'up' | 'down'): void {
    for (const listener of this.listeners) listener(liveId, state);
  }
}
