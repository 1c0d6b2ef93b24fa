import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RtpPacket } from 'werift';
import { startsVp8KeyFrame } from '../live/vp8-key-frame.js';
import { playClip } from './clip-video-track.js';
import { demoFaceClip, parseIvf } from './ivf-clip.js';

describe('the demo face clip (server/demo/demo-face.ivf)', () => {
  it('is a small VP8 loop that starts with a key frame and has one at least every second', () => {
    const clip = demoFaceClip();
    expect(clip).toMatchObject({ width: 240, height: 320, fps: 15 });
    expect(clip.frames.length).toBeGreaterThanOrEqual(clip.fps * 2);
    const keys = clip.frames.flatMap((frame, index) => (frame.key ? [index] : []));
    expect(keys[0]).toBe(0);
    const gaps = keys.map((key, at) => (keys[at + 1] ?? clip.frames.length) - key);
    expect(Math.max(...gaps)).toBeLessThanOrEqual(clip.fps);
  });

  it('refuses a file that is not VP8 in IVF', () => {
    expect(() => parseIvf(Buffer.from('RIFF0000WEBPVP8 '.padEnd(64, '\0')))).toThrow('not a VP8 IVF file');
  });
});

describe('playClip', () => {
  afterEach(() => vi.useRealTimers());

  it('sends frames 90 kHz / fps apart, and after a picture-loss request the next frame is a key frame', () => {
    const clip = demoFaceClip();
    fc.assert(
      fc.property(fc.integer({ min: 0, max: clip.frames.length * 2 }), (framesBefore) => {
        vi.useFakeTimers();
        const player = playClip(clip);
        const frameStarts: { timestamp: number; key: boolean }[] = [];
        player.track.onReceiveRtp.subscribe((rtp: RtpPacket) => {
          if (((rtp.payload[0] ?? 0) & 0x10) !== 0) frameStarts.push({ timestamp: rtp.header.timestamp, key: startsVp8KeyFrame(rtp.payload) });
        });
        const frameMs = 1_000 / clip.fps;
        vi.advanceTimersByTime(frameMs * framesBefore);
        const asked = frameStarts.length;
        player.requestKeyFrame();
        vi.advanceTimersByTime(frameMs);
        player.stop();
        vi.useRealTimers();
        expect(frameStarts[0]?.key).toBe(true);
        expect(frameStarts[asked]?.key).toBe(true);
        const steps = frameStarts.slice(1).map((frame, at) => (frame.timestamp - frameStarts[at]!.timestamp + 2 ** 32) % 2 ** 32);
        expect(steps.every((step) => step === 90_000 / clip.fps)).toBe(true);
      }),
      { numRuns: 20 },
    );
  });
});
