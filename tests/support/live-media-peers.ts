/**
 * The two ends of a live room's media around a LiveMediaPort, for the SFU tests and the
 * live-sfu bench: a host that is a headless Chromium page with a fake camera (VP8 from the
 * browser's own encoder) and viewers that are werift peers in this process.
 */
import type { Browser, Page } from 'playwright-core';
import { RTCPeerConnection as WeriftPeer } from 'werift';
import type { LiveMediaPort } from '../../server/live/live-media-port.js';
import { startsVp8KeyFrame } from '../../server/live/vp8-key-frame.js';
import { weriftPeerConfig } from '../../server/webrtc/werift-peer-config.js';

export interface ChromiumHost {
  /** Offers again (a new peer connection), as the host page does after its network dropped. */
  publish(): Promise<void>;
  /** Closes the host's peer connection, as a dropped network ends it. */
  hangUp(): Promise<void>;
  /** The host's video sender so far (its getStats): key-frame requests (PLI + FIR) received and key frames encoded. */
  keyFrameStats(): Promise<{ requests: number; keyFrames: number }>;
  readonly page: Page;
}

type HostWindow = { pc?: RTCPeerConnection; stream?: MediaStream };

/** Opens a page with a fake camera and publishes it to `liveId`. The caller closes the browser. */
export async function startChromiumHost(browser: Browser, sfu: LiveMediaPort, liveId: string): Promise<ChromiumHost> {
  const context = await browser.newContext({ permissions: ['camera', 'microphone'] });
  await context.route('https://live-host.test/**', (route) => route.fulfill({ body: '<html><body></body></html>', contentType: 'text/html' }));
  const page = await context.newPage();
  await page.goto('https://live-host.test/');
  const publish = async () => {
    const offer = await page.evaluate(async () => {
      const host = window as unknown as HostWindow;
      host.stream ??= await navigator.mediaDevices.getUserMedia({ video: true, audio: true });
      host.pc?.close();
      const pc = new RTCPeerConnection();
      host.pc = pc;
      for (const track of host.stream.getTracks()) pc.addTransceiver(track, { direction: 'sendonly' });
      await pc.setLocalDescription(await pc.createOffer());
      await new Promise<void>((resolve) => {
        if (pc.iceGatheringState === 'complete') resolve();
        pc.onicegatheringstatechange = () => pc.iceGatheringState === 'complete' && resolve();
      });
      return pc.localDescription?.sdp ?? '';
    });
    const answer = await sfu.publish(liveId, offer);
    await page.evaluate(async (sdp) => (window as unknown as HostWindow).pc?.setRemoteDescription({ type: 'answer', sdp }), answer);
  };
  await publish();
  const keyFrameStats = () =>
    page.evaluate(async () => {
      const totals = { requests: 0, keyFrames: 0 };
      const stats = await (window as unknown as HostWindow).pc?.getStats();
      stats?.forEach((entry: { type?: string; kind?: string; pliCount?: number; firCount?: number; keyFramesEncoded?: number }) => {
        if (entry.type !== 'outbound-rtp' || entry.kind !== 'video') return;
        totals.requests += (entry.pliCount ?? 0) + (entry.firCount ?? 0);
        totals.keyFrames += entry.keyFramesEncoded ?? 0;
      });
      return totals;
    });
  return { page, publish, keyFrameStats, hangUp: () => page.evaluate(() => (window as unknown as HostWindow).pc?.close()) };
}

export interface WeriftViewer {
  readonly pc: WeriftPeer;
  /** Asking to join → the peer connection up (ICE + DTLS done); Infinity if it never came up. */
  readonly connectedMs: Promise<number>;
  /** Asking to join → the first VP8 key frame (what a late joiner waits for to show a picture). */
  readonly keyFrameMs: Promise<number>;
  /** Video RTP packets received so far (frames advancing means this keeps growing). */
  videoPackets(): number;
}

/** Now in ms on a clock every thread shares (a bench runs its viewers in a worker thread). */
export const sharedNow = (): number => performance.timeOrigin + performance.now();

export interface WeriftAnswer {
  readonly pc: WeriftPeer;
  readonly answerSdp: string;
  /** When the peer connection came up (ICE + DTLS done), on sharedNow's clock; Infinity if it never did. */
  readonly connectedAt: Promise<number>;
  /** When the first VP8 key frame arrived, on sharedNow's clock; Infinity if none came. */
  readonly keyFrameAt: Promise<number>;
  videoPackets(): number;
}

/** A werift viewer answering an SFU's offer; the two promises settle within `timeoutMs`. */
export async function answerAsWeriftViewer(offerSdp: string, timeoutMs: number): Promise<WeriftAnswer> {
  // The server's own peer settings: no wait for werift's default STUN server, one bundled transport, as a browser viewer has.
  const pc = new WeriftPeer(weriftPeerConfig());
  let packets = 0;
  const connectedAt = new Promise<number>((resolve) => {
    const timer = setTimeout(() => resolve(Number.POSITIVE_INFINITY), timeoutMs);
    pc.connectionStateChange.subscribe((state) => {
      if (state !== 'connected') return;
      clearTimeout(timer);
      resolve(sharedNow());
    });
  });
  const keyFrameAt = new Promise<number>((resolve) => {
    const timer = setTimeout(() => resolve(Number.POSITIVE_INFINITY), timeoutMs);
    pc.onTrack.subscribe((track) => {
      if (track.kind !== 'video') return;
      track.onReceiveRtp.subscribe((rtp) => {
        packets += 1;
        if (startsVp8KeyFrame(rtp.payload)) {
          clearTimeout(timer);
          resolve(sharedNow());
        }
      });
    });
  });
  await pc.setRemoteDescription({ type: 'offer', sdp: offerSdp });
  await pc.setLocalDescription(await pc.createAnswer());
  return { pc, answerSdp: pc.localDescription?.sdp ?? '', connectedAt, keyFrameAt, videoPackets: () => packets };
}

/**
 * A viewer subscribing through the port: the SFU offers, the werift peer answers. Resolves
 * once the answer is applied; the two promises tell when media arrives (`timeoutMs` at most).
 */
export async function joinWeriftViewer(sfu: LiveMediaPort, liveId: string, uid: string, timeoutMs: number): Promise<WeriftViewer> {
  const started = sharedNow();
  const viewer = await answerAsWeriftViewer(await sfu.view(liveId, uid), timeoutMs);
  await sfu.answerView(liveId, uid, viewer.answerSdp);
  const since = (at: number) => at - started;
  return { pc: viewer.pc, connectedMs: viewer.connectedAt.then(since), keyFrameMs: viewer.keyFrameAt.then(since), videoPackets: viewer.videoPackets };
}

type ViewerWindow = { pc?: RTCPeerConnection; frames?: number; video?: HTMLVideoElement };

/**
 * A viewer that is a real Chromium page: it answers the SFU's offer, plays what arrives in
 * a <video> and counts the frames its decoder presents (requestVideoFrameCallback). Answers
 * a reader of that count. The caller closes the page's context.
 */
export async function joinChromiumViewer(browser: Browser, sfu: LiveMediaPort, liveId: string, uid: string): Promise<{ readonly page: Page; framesShown(): Promise<number> }> {
  const context = await browser.newContext();
  await context.route('https://live-viewer.test/**', (route) => route.fulfill({ body: '<html><body></body></html>', contentType: 'text/html' }));
  const page = await context.newPage();
  await page.goto('https://live-viewer.test/');
  const answer = await page.evaluate(async (offer) => {
    const viewer = window as unknown as ViewerWindow;
    const pc = new RTCPeerConnection();
    viewer.pc = pc;
    viewer.frames = 0;
    const video = document.createElement('video');
    video.muted = true;
    video.autoplay = true;
    document.body.append(video);
    viewer.video = video;
    const count = () => {
      viewer.frames = (viewer.frames ?? 0) + 1;
      video.requestVideoFrameCallback(count);
    };
    video.requestVideoFrameCallback(count);
    pc.ontrack = ({ track, streams }) => {
      if (track.kind === 'video') video.srcObject = streams[0] ?? new MediaStream([track]);
    };
    await pc.setRemoteDescription({ type: 'offer', sdp: offer });
    await pc.setLocalDescription(await pc.createAnswer());
    await new Promise<void>((resolve) => {
      if (pc.iceGatheringState === 'complete') resolve();
      pc.onicegatheringstatechange = () => pc.iceGatheringState === 'complete' && resolve();
    });
    return pc.localDescription?.sdp ?? '';
  }, await sfu.view(liveId, uid));
  await sfu.answerView(liveId, uid, answer);
  return { page, framesShown: () => page.evaluate(() => (window as unknown as ViewerWindow).frames ?? 0) };
}
