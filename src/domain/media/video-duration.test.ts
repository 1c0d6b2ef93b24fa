import { describe, expect, it } from 'vitest';
import { checkVideoDuration } from './video-duration';

describe('checkVideoDuration', () => {
  it('accepts a video of exactly 15 s by default', () => {
    expect(checkVideoDuration(15)).toEqual({ ok: true });
  });
  it('refuses 15.1 s by default and names the 15 s limit', () => {
    expect(checkVideoDuration(15.1)).toEqual({ ok: false, error: { code: 'MEDIA.VIDEO_TOO_LONG', maxSeconds: 15 } });
  });
  it('uses the limit given by the caller', () => {
    expect(checkVideoDuration(30, 30)).toEqual({ ok: true });
    expect(checkVideoDuration(31, 30)).toEqual({ ok: false, error: { code: 'MEDIA.VIDEO_TOO_LONG', maxSeconds: 30 } });
  });
});
