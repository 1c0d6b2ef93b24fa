import { RTCPeerConnection } from 'werift';
import { playClip } from '../demo/clip-video-track.js';
import type { VideoClip } from '../demo/ivf-clip.js';
import type { ErrorReporter } from '../logging/error-reporter.js';
import { weriftPeerConfig } from '../webrtc/werift-peer-config.js';
import type { LiveMediaPort } from './live-media-port.js';

/**
 * How long after the SFU lost the clip's stream it is published again, and again after a
 * failed attempt: a restarted Janus takes about a second to answer (a browser host's page
 * waits likewise before offering again).
 */
export const REPUBLISH_DELAY_MS = 1_000;

/** A clip published into a live room: it plays until stopped (the clip loops). */
export interface ClipPublisher {
  stop(): Promise<void>;
}

/**
 * Publishes a looping VP8 clip as a live room's host stream through the same LiveMediaPort
 * a browser host uses: a werift peer in the server offers one send-only video track (the
 * clip, server/demo/clip-video-track.ts) and the SFU answers, then forwards it to viewers
 * like any host's. Works on either adapter, since both only see an offer with VP8 in it.
 * When the SFU says the host's stream went down (a restarted Janus forgot the room; the
 * embedded SFU heard nothing for 2 s), it publishes again, as a browser host's page does,
 * so a demo live never stays paused. The first publish failing is the caller's to handle.
 */
export async function publishClip(media: LiveMediaPort, liveId: string, clip: VideoClip, onError: ErrorReporter): Promise<ClipPublisher> {
  let current = await publishOnce(media, liveId, clip);
  let stopped = false;
  let retry: ReturnType<typeof setTimeout> | null = null;
  const republishSoon = (): void => {
    retry = setTimeout(() => {
      retry = null;
      if (stopped) return;
      publishOnce(media, liveId, clip).then(
        async (next) => {
          if (stopped) return next.stop();
          const replaced = current;
          current = next;
          await replaced.stop();
        },
        (error: unknown) => {
          onError(error, { task: 'clip publish again', liveId });
          republishSoon();
        },
      );
    }, REPUBLISH_DELAY_MS);
  };
  const unlisten = media.onHostState((id, state) => {
    if (id === liveId && state === 'down' && retry === null) republishSoon();
  });
  return {
    stop: async () => {
      stopped = true;
      unlisten();
      if (retry !== null) clearTimeout(retry);
      await current.stop();
    },
  };
}

/**
 * One peer playing the clip to the SFU. The SFU's picture-loss requests (a new viewer) skip
 * the clip to its next key frame, and so does the connection coming up (the frames sent
 * before were lost).
 */
async function publishOnce(media: LiveMediaPort, liveId: string, clip: VideoClip): Promise<ClipPublisher> {
  const player = playClip(clip);
  const pc = new RTCPeerConnection(weriftPeerConfig());
  const stop = async (): Promise<void> => {
    player.stop();
    await pc.close().catch(() => undefined);
  };
  try {
    const video = pc.addTransceiver(player.track, { direction: 'sendonly' });
    video.sender.onPictureLossIndication.subscribe(() => player.requestKeyFrame());
    pc.connectionStateChange.subscribe((state) => {
      if (state === 'connected') player.requestKeyFrame();
    });
    // Non-trickle: werift resolves setLocalDescription once its candidates are gathered.
    await pc.setLocalDescription(await pc.createOffer());
    const offer = pc.localDescription?.sdp;
    if (offer === undefined) throw new Error('werift: no local description after setLocalDescription');
    await pc.setRemoteDescription({ type: 'answer', sdp: await media.publish(liveId, offer) });
  } catch (error) {
    await stop();
    throw error;
  }
  return { stop };
}
