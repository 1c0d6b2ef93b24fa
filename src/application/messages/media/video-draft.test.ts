import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { videoDraftOf } from './video-draft';

const clip = new Blob(['v'], { type: 'video/mp4' });
const cover = new Blob(['j'], { type: 'image/jpeg' });

describe('videoDraftOf', () => {
  it('makes a draft of a 15 s video with its cover and size', () => {
    expect(videoDraftOf(clip, { durationSec: 15, width: 720, height: 1280, cover })).toEqual({
      ok: true,
      value: { kind: 'video', file: clip, cover, durationSec: 15, width: 720, height: 1280 },
    });
  });

  it('refuses 15.5 s naming the 15 s limit', () => {
    expect(videoDraftOf(clip, { durationSec: 15.5, width: 1, height: 1, cover })).toEqual({ ok: false, error: { code: 'MEDIA.VIDEO_TOO_LONG', maxSeconds: 15 } });
  });

  it('rejects a video whose cover is missing or empty', () => {
    expect(videoDraftOf(clip, { durationSec: 3, width: 1, height: 1, cover: null })).toEqual({ ok: false, error: { code: 'MEDIA.VIDEO_COVER' } });
    expect(videoDraftOf(clip, { durationSec: 3, width: 1, height: 1, cover: new Blob([]) })).toEqual({ ok: false, error: { code: 'MEDIA.VIDEO_COVER' } });
  });

  it('rejects a video whose length cannot be read', () => {
    for (const durationSec of [Number.NaN, Number.POSITIVE_INFINITY, 0]) {
      expect(videoDraftOf(clip, { durationSec, width: 1, height: 1, cover }).ok).toBe(false);
    }
  });

  it('accepts exactly the readable durations up to the limit', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.01, max: 100, noNaN: true }), (durationSec) => {
        expect(videoDraftOf(clip, { durationSec, width: 1, height: 1, cover }).ok).toBe(durationSec <= 15);
      }),
    );
  });
});
