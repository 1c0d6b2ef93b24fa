/**
 * Werift viewers in a worker thread (bench/live-viewers.worker.ts), driven from the main
 * thread through the SFU's port: the main thread asks the SFU for its offer, the worker's
 * viewer answers, the main thread hands the answer back. What the bench reads per viewer
 * is the same as joinWeriftViewer's: join → connected and join → first key frame.
 */
import { Worker } from 'node:worker_threads';
import type { LiveMediaPort } from '../server/live/live-media-port.js';
import { sharedNow } from '../tests/support/live-media-peers.js';

export type ViewerRequest = { type: 'join'; id: number; offerSdp: string; timeoutMs: number } | { type: 'close' };
export type ViewerReport =
  | { type: 'answer'; id: number; sdp: string }
  | { type: 'connected' | 'keyFrame'; id: number; at: number }
  | { type: 'failed'; id: number; reason: string }
  | { type: 'ready' }
  | { type: 'closed' };

export interface WorkerViewer {
  readonly connectedMs: Promise<number>;
  readonly keyFrameMs: Promise<number>;
}

interface Pending {
  answer(sdp: string): void;
  fail(reason: Error): void;
  connected(at: number): void;
  keyFrame(at: number): void;
}

export class WorkerViewers {
  private readonly worker: Worker;
  private readonly pending = new Map<number, Pending>();
  private readonly closedWaiters = new Set<() => void>();
  private nextId = 0;
  /** Settles once the worker has loaded werift, so its memory is in the bench's RSS before any step is measured. */
  readonly ready: Promise<void>;

  constructor() {
    // The worker is TypeScript: tsx registers itself in the worker before loading it.
    const file = new URL('./live-viewers.worker.ts', import.meta.url).href;
    this.worker = new Worker(`import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(file)}); })`, { eval: true });
    this.ready = new Promise((resolve) => this.worker.once('message', () => resolve()));
    this.worker.on('message', (report: ViewerReport) => this.heard(report));
  }

  async join(sfu: LiveMediaPort, liveId: string, uid: string, timeoutMs: number): Promise<WorkerViewer> {
    const started = sharedNow();
    const id = this.nextId++;
    const since = (at: number) => at - started;
    const settle: Partial<Pending> = {};
    const answer = new Promise<string>((resolve, reject) => Object.assign(settle, { answer: resolve, fail: reject }));
    const connectedMs = new Promise<number>((resolve) => (settle.connected = resolve)).then(since);
    const keyFrameMs = new Promise<number>((resolve) => (settle.keyFrame = resolve)).then(since);
    this.pending.set(id, settle as Pending);
    const offerSdp = await sfu.view(liveId, uid);
    this.worker.postMessage({ type: 'join', id, offerSdp, timeoutMs } satisfies ViewerRequest);
    await sfu.answerView(liveId, uid, await answer);
    return { connectedMs, keyFrameMs };
  }

  /** Closes every viewer's peer connection (the worker stays for the next SFU). */
  async closeAll(): Promise<void> {
    const closed = new Promise<void>((resolve) => this.closedWaiters.add(resolve));
    this.worker.postMessage({ type: 'close' } satisfies ViewerRequest);
    await closed;
    this.pending.clear();
  }

  async stop(): Promise<void> {
    await this.worker.terminate();
  }

  private heard(report: ViewerReport): void {
    if (report.type === 'ready') return;
    if (report.type === 'closed') {
      for (const resolve of this.closedWaiters) resolve();
      this.closedWaiters.clear();
      return;
    }
    const viewer = this.pending.get(report.id);
    if (report.type === 'answer') viewer?.answer(report.sdp);
    else if (report.type === 'failed') viewer?.fail(new Error(`viewer ${report.id}: ${report.reason}`));
    else if (report.type === 'connected') viewer?.connected(report.at);
    else viewer?.keyFrame(report.at);
  }
}
