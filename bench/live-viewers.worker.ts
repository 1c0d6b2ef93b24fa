/**
 * The live-sfu bench's werift viewers, in a worker thread of their own: their ICE, DTLS and
 * SRTP work stays off the main thread, where the embedded SFU runs, so the SFU's own CPU
 * can be read (bench/worker-viewers.ts). Each viewer answers the SFU's offer and tells when
 * it came up and when its first key frame arrived, on the clock both threads share.
 */
import { parentPort } from 'node:worker_threads';
import { answerAsWeriftViewer, type WeriftAnswer } from '../tests/support/live-media-peers.js';
import type { ViewerReport, ViewerRequest } from './worker-viewers.js';

const viewers = new Map<number, WeriftAnswer>();
const port = parentPort;
if (port === null) throw new Error('live-viewers.worker.ts runs as a worker thread');
const report = (message: ViewerReport) => port.postMessage(message);

port.on('message', (request: ViewerRequest) => {
  if (request.type === 'close') {
    void Promise.all([...viewers.values()].map((viewer) => viewer.pc.close().catch(() => undefined))).then(() => report({ type: 'closed' }));
    viewers.clear();
    return;
  }
  void answerAsWeriftViewer(request.offerSdp, request.timeoutMs).then((viewer) => {
    viewers.set(request.id, viewer);
    report({ type: 'answer', id: request.id, sdp: viewer.answerSdp });
    void viewer.connectedAt.then((at) => report({ type: 'connected', id: request.id, at }));
    void viewer.keyFrameAt.then((at) => report({ type: 'keyFrame', id: request.id, at }));
  }, (error: unknown) => report({ type: 'failed', id: request.id, reason: String(error) }));
});
report({ type: 'ready' });
