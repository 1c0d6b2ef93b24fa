import { RTCPeerConnection } from 'werift';
import { playClip } from '../demo/clip-video-track.js';
import type { VideoClip } from '../demo/ivf-clip.js';
import { weriftPeerConfig } from '../webrtc/werift-peer-config.js';
import type { LiveMediaPort } from './live-media-port.js';

/** A clip published into a live room: it plays until stopped (the clip loops). */
export interface ClipPublisher {
  stop(): Promise<void>;
}

/**
 * Publishes a looping VP8 clip as a live room's host stream through the same LiveMediaPort
 * a browser host uses: a werift peer in the server offers one send-only video track (the
 * clip, server/demo/clip-video-track.ts) and the SFU answers, then forwards it to viewers
 * like any host's. The SFU's picture-loss requests (a new viewer) skip the clip to its next
 * key frame, and so does the connection coming up (the frames sent before were lost).
 * Works on either adapter, since both only see an offer with VP8 in it.
 */
export async function publishClip(media: LiveMediaPort, liveId: string, clip: VideoClip): Promise<ClipPublisher> {
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
