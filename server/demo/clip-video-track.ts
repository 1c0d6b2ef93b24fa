import { MediaStreamTrack, Vp8Packetizer } from 'werift';
import type { VideoClip } from './ivf-clip.js';

/** RTP's clock for video (RFC 7741 §4.1). */
const VP8_CLOCK_RATE = 90_000;

/** A clip playing as a camera: the track to add to a peer connection, how to ask it for a key frame, and how to stop it. */
export interface ClipPlayer {
  readonly track: MediaStreamTrack;
  /** A picture-loss request: the next frame sent is the clip's next key frame (the clip has one every second). */
  requestKeyFrame(): void;
  stop(): void;
}

/**
 * Plays a VP8 clip in a loop as a live video track: each frame is packetised (RFC 7741
 * payload descriptor, werift's Vp8Packetizer) with a 90 kHz timestamp that keeps rising
 * across loops, so a receiver sees one endless stream. Asking for a key frame skips ahead
 * to the next key frame of the clip, which a decoder can start at.
 */
export function playClip(clip: VideoClip): ClipPlayer {
  const track = new MediaStreamTrack({ kind: 'video' });
  const packetizer = new Vp8Packetizer();
  const ticksPerFrame = Math.round(VP8_CLOCK_RATE / clip.fps);
  let index = 0;
  let timestamp = Math.floor(Math.random() * 0xffff_ffff);
  let skipToKey = false;
  const sendNext = (): void => {
    if (skipToKey) {
      const next = clip.frames.findIndex((frame, at) => at >= index && frame.key);
      index = next === -1 ? 0 : next;
      skipToKey = false;
    }
    const frame = clip.frames[index];
    if (frame === undefined) return;
    for (const packet of packetizer.packetize(frame.data, timestamp)) track.writeRtp(packet);
    index = (index + 1) % clip.frames.length;
    timestamp = (timestamp + ticksPerFrame) >>> 0;
  };
  const timer = setInterval(sendNext, 1_000 / clip.fps);
  return {
    track,
    requestKeyFrame: () => {
      skipToKey = true;
    },
    stop: () => {
      clearInterval(timer);
      track.stop();
    },
  };
}
